import { CopyOutlined } from '@ant-design/icons';
import { AppealApplicationSchema, IdNumberSchema, MobileSchema, UsernameSchema } from '@rrsp/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Checkbox, Form, Input, Result, Skeleton, Steps, type UploadFile } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { SmsCodeRow } from '../../../components/form/sms-code-row.tsx';
import { paths } from '../../../config/paths.ts';
import { useCodeSender } from '../../../hooks/use-code-sender.ts';
import { copyText } from '../../../lib/clipboard.ts';
import { errorMessageOf, formFieldErrors, statusOf } from '../../../lib/form-errors.ts';
import { fieldRules, zodRule } from '../../../lib/zod-rule.ts';
import {
  checkAppealPending,
  findAppealAccount,
  getAppealAppsQueryOptions,
  sendAppealCode,
  submitAppeal,
} from '../api/appeal.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { AppealPhotoUpload, photoIdsOf } from './appeal-photo-upload.tsx';
import { CaptchaField } from './captcha-field.tsx';
import { FormAlert } from './wait-alert.tsx';
import './auth.css';

const STEPS = [{ title: '查询账号' }, { title: '身份信息' }, { title: '上传照片' }, { title: '联系方式' }];

const ReasonSchema = AppealApplicationSchema.shape.reason;
const RealNameSchema = AppealApplicationSchema.shape.realName;

export const appealSearchHref = (applyNo?: string): string =>
  applyNo
    ? `${paths.entry.appealSearch.path}?${new URLSearchParams({ applyNo }).toString()}`
    : paths.entry.appealSearch.getHref();

interface Identity {
  realName: string;
  idNumber: string;
  usedApps: string[];
}

/* ---- step 1 ---- */

type Lookup =
  | { state: 'idle' }
  | { state: 'found'; username: string; maskedMobile: string | null }
  | { state: 'pending'; username: string };

const AccountStep = ({ onDone }: { onDone: (username: string) => void }) => {
  const [form] = Form.useForm<{ username: string; captchaCode?: string }>();
  const captcha = useCaptcha();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });

  const onFinish = async (values: { username: string; captchaCode?: string }) => {
    const username = values.username.trim();
    setSubmitting(true);
    setError(undefined);
    setLookup({ state: 'idle' });
    try {
      const account = await findAppealAccount({ username, ...captcha.fieldsFor(values.captchaCode) });
      if (captcha.required) {
        captcha.refresh();
        form.setFieldValue('captchaCode', '');
      }
      if (!account.found) {
        form.setFields([{ name: 'username', errors: ['未找到该账号，请核对用户名（注意大小写和下划线）'] }]);
        return;
      }
      const { applied } = await checkAppealPending({ username });
      setLookup(
        applied
          ? { state: 'pending', username }
          : { state: 'found', username, maskedMobile: account.maskedMobile },
      );
    } catch (caught) {
      captcha.afterFailure(caught, () => form.setFieldValue('captchaCode', ''));
      const { fields, rest } = formFieldErrors(caught, ['username', 'captchaCode']);
      form.setFields(fields);
      setError(rest);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={onFinish}
      onValuesChange={() => setLookup({ state: 'idle' })}
      name="appeal-account"
      aria-label="查询账号"
    >
      <Form.Item
        label="用户名"
        name="username"
        rules={fieldRules('请输入要申诉的用户名', UsernameSchema)}
        extra="无法通过原手机号找回账号时，可提交身份材料申请人工审核"
      >
        <Input placeholder="请输入要申诉的用户名" autoComplete="username" maxLength={32} />
      </Form.Item>
      <CaptchaField captcha={captcha} />
      <FormAlert message={error} />
      {lookup.state === 'found' ? (
        <Alert
          className="form-alert"
          type="success"
          showIcon
          title="已找到该账号"
          description={
            lookup.maskedMobile ? (
              <>
                该账号绑定的手机号为 <span className="masked-mobile">{lookup.maskedMobile}</span>
                。如果该手机号仍可使用，建议直接
                <Link to={paths.entry.passwordReset.getHref()}>找回密码</Link>；已无法使用时请继续申诉。
              </>
            ) : (
              '该账号未绑定手机号，请继续申诉。'
            )
          }
        />
      ) : null}
      {lookup.state === 'pending' ? (
        <Alert
          className="form-alert"
          type="warning"
          showIcon
          title="该账号已有待处理的申诉"
          description={
            <>
              请勿重复提交，审核结果将以短信通知。您可以
              <Link to={appealSearchHref()}>查询申诉进度</Link>。
            </>
          }
        />
      ) : null}
      {lookup.state === 'found' ? (
        <Button type="primary" block onClick={() => onDone(lookup.username)}>
          继续申诉
        </Button>
      ) : (
        <Button type="primary" htmlType="submit" block loading={submitting}>
          查询账号
        </Button>
      )}
    </Form>
  );
};

/* ---- step 2 ---- */

const IdentityStep = ({
  initial,
  onBack,
  onDone,
}: {
  initial: Identity | undefined;
  onBack: () => void;
  onDone: (identity: Identity) => void;
}) => {
  const [form] = Form.useForm<Identity>();
  const apps = useQuery(getAppealAppsQueryOptions());
  return (
    <Form<Identity>
      form={form}
      layout="vertical"
      requiredMark="optional"
      initialValues={initial ?? { usedApps: [] }}
      onFinish={(values) =>
        onDone({
          ...values,
          realName: values.realName.trim(),
          idNumber: values.idNumber.trim().toUpperCase(),
        })
      }
      name="appeal-identity"
      aria-label="身份信息"
    >
      <Form.Item label="真实姓名" name="realName" rules={fieldRules('请输入真实姓名', RealNameSchema)}>
        <Input placeholder="与身份证一致" autoComplete="name" maxLength={30} />
      </Form.Item>
      <Form.Item label="身份证号" name="idNumber" rules={fieldRules('请输入身份证号', IdNumberSchema)}>
        <Input placeholder="18 位居民身份证号码" autoComplete="off" maxLength={18} />
      </Form.Item>
      <Form.Item
        label="您使用过以下哪些应用？"
        name="usedApps"
        extra="用于核实身份，请如实勾选；都没用过可不选"
      >
        {apps.isPending ? (
          <Skeleton active paragraph={{ rows: 1 }} title={false} />
        ) : apps.isError ? (
          <Button size="small" onClick={() => apps.refetch()}>
            选项加载失败，点击重试
          </Button>
        ) : (
          <Checkbox.Group options={apps.data.map((app) => ({ label: app.name, value: app.code }))} />
        )}
      </Form.Item>
      <div className="flow-actions">
        <Button onClick={onBack}>上一步</Button>
        <Button type="primary" htmlType="submit">
          下一步
        </Button>
      </div>
    </Form>
  );
};

/* ---- step 3 ---- */

const PhotoStep = ({
  initial,
  onBack,
  onDone,
}: {
  initial: UploadFile[];
  onBack: (files: UploadFile[]) => void;
  onDone: (files: UploadFile[]) => void;
}) => {
  const [form] = Form.useForm<{ photos: UploadFile[] }>();
  const photos = Form.useWatch('photos', form);
  const uploading = (photos ?? []).some((file) => file.status === 'uploading');
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ photos: initial }}
      // A message from the last submit should not linger while the next photo is on its way.
      onValuesChange={() => form.setFields([{ name: 'photos', errors: [] }])}
      onFinish={(values) => onDone(values.photos)}
      name="appeal-photos"
      aria-label="上传照片"
    >
      <Alert
        className="form-alert"
        type="info"
        showIcon
        title="请上传手持身份证照片或身份证正反面照片"
        description="JPG、PNG、WebP 格式，每张不超过 5 MB，最多 3 张；较大的照片会在上传前自动压缩。"
      />
      <Form.Item
        label="身份证照片"
        name="photos"
        valuePropName="value"
        validateTrigger={[]}
        rules={[
          {
            validator: async (_rule, value: UploadFile[] | undefined) => {
              if (photoIdsOf(value).length === 0) throw new Error('请至少上传 1 张身份证照片');
              if ((value ?? []).some((file) => file.status === 'error'))
                throw new Error('有照片上传失败，请删除后重新上传');
            },
          },
        ]}
      >
        <AppealPhotoUpload />
      </Form.Item>
      <div className="flow-actions">
        <Button onClick={() => onBack(form.getFieldValue('photos') ?? [])} disabled={uploading}>
          上一步
        </Button>
        <Button type="primary" htmlType="submit" disabled={uploading}>
          {uploading ? '照片上传中…' : '下一步'}
        </Button>
      </div>
    </Form>
  );
};

/* ---- step 4 ---- */

interface ContactValues {
  contactMobile: string;
  captchaCode?: string;
  code: string;
  reason: string;
}

const ContactStep = ({
  onBack,
  onSubmit,
}: {
  onBack: () => void;
  onSubmit: (values: ContactValues) => Promise<void>;
}) => {
  const [form] = Form.useForm<ContactValues>();
  const captcha = useCaptcha();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const sender = useCodeSender({
    form,
    validate: ['contactMobile'],
    captcha,
    errorField: 'contactMobile',
    send: (captchaFields) =>
      sendAppealCode({ mobile: (form.getFieldValue('contactMobile') as string).trim(), ...captchaFields }),
  });

  const onFinish = async (values: ContactValues) => {
    setSubmitting(true);
    setError(undefined);
    try {
      await onSubmit(values);
    } catch (caught) {
      if (statusOf(caught) === 401) {
        form.setFields([{ name: 'code', errors: [errorMessageOf(caught)] }]);
      } else {
        const { fields, rest } = formFieldErrors(caught, ['contactMobile', 'code', 'reason']);
        form.setFields(fields);
        setError(rest);
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<ContactValues>
      form={form}
      layout="vertical"
      requiredMark="optional"
      onFinish={onFinish}
      name="appeal-contact"
      aria-label="联系方式"
    >
      <Form.Item
        label="新的联系手机号"
        name="contactMobile"
        rules={fieldRules('请输入联系手机号', MobileSchema)}
        extra="审核结果将以短信通知到该手机号；审核通过后它将成为账号的新手机号"
      >
        <Input
          placeholder="请输入 11 位手机号"
          autoComplete="tel-national"
          inputMode="numeric"
          maxLength={11}
        />
      </Form.Item>
      <CaptchaField captcha={captcha} />
      <Form.Item label="短信验证码" required extra={sender.notice}>
        <SmsCodeRow requiredMessage="请输入短信验证码" ariaLabel="短信验证码" onSend={sender.onSend} />
      </Form.Item>
      <Form.Item
        label="申诉原因"
        name="reason"
        rules={[{ required: true, whitespace: true, message: '请填写申诉原因' }, zodRule(ReasonSchema)]}
      >
        <Input.TextArea
          rows={4}
          maxLength={500}
          showCount
          placeholder="例如：原手机号已停用，无法接收验证码，也忘记了登录密码"
        />
      </Form.Item>
      <FormAlert message={error} />
      <div className="flow-actions">
        <Button onClick={onBack}>上一步</Button>
        <Button type="primary" htmlType="submit" loading={submitting}>
          提交申诉
        </Button>
      </div>
    </Form>
  );
};

/* ---- result ---- */

const Submitted = ({ applyNo }: { applyNo: string }) => {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const copy = async () => {
    if (await copyText(applyNo)) message.success('申诉编号已复制');
    else message.warning('无法自动复制，请手动记下申诉编号');
  };
  return (
    <Result
      className="entry-result"
      status="success"
      title="申诉已提交"
      subTitle={
        <>
          <span>您的申诉编号</span>
          <span className="apply-no">
            <strong className="apply-no__value">{applyNo}</strong>
            <Button icon={<CopyOutlined />} onClick={copy} aria-label="复制申诉编号">
              复制
            </Button>
          </span>
          <span>请妥善保存申诉编号。平台将在 3 个工作日内完成审核，结果以短信通知到联系手机。</span>
        </>
      }
      extra={
        <Button type="primary" onClick={() => navigate(appealSearchHref(applyNo))}>
          查询申诉进度
        </Button>
      }
    />
  );
};

/** 账号申诉 (SPEC.md §7 account appeal): find the account, prove identity, upload photos, leave a contact. */
export const AppealFlow = () => {
  const [step, setStep] = useState(0);
  const [username, setUsername] = useState('');
  const [identity, setIdentity] = useState<Identity>();
  const [photos, setPhotos] = useState<UploadFile[]>([]);
  const [applyNo, setApplyNo] = useState<string>();

  if (applyNo) return <Submitted applyNo={applyNo} />;

  const submit = async (contact: ContactValues) => {
    if (!identity) {
      setStep(1);
      return;
    }
    const saved = await submitAppeal({
      username,
      realName: identity.realName,
      idNumber: identity.idNumber,
      usedApps: identity.usedApps,
      photoIds: photoIdsOf(photos),
      contactMobile: contact.contactMobile.trim(),
      code: contact.code.trim(),
      reason: contact.reason.trim(),
    });
    setApplyNo(saved.applyNo);
  };

  return (
    <div className="appeal-flow">
      <Steps className="flow-steps" size="small" current={step} items={STEPS} titlePlacement="vertical" />
      {step === 0 ? (
        <AccountStep
          onDone={(name) => {
            setUsername(name);
            setStep(1);
          }}
        />
      ) : null}
      {step === 1 ? (
        <IdentityStep
          initial={identity}
          onBack={() => setStep(0)}
          onDone={(value) => {
            setIdentity(value);
            setStep(2);
          }}
        />
      ) : null}
      {step === 2 ? (
        <PhotoStep
          initial={photos}
          onBack={(files) => {
            setPhotos(files);
            setStep(1);
          }}
          onDone={(files) => {
            setPhotos(files);
            setStep(3);
          }}
        />
      ) : null}
      {step === 3 ? <ContactStep onBack={() => setStep(2)} onSubmit={submit} /> : null}
    </div>
  );
};
