import { type CurrentUser, MobileSchema, PasswordSchema } from '@rrsp/contract';
import { Alert, Button, Card, Form, Input, Modal, Radio, Result, Steps } from 'antd';
import { useState } from 'react';
import { SmsCodeRow } from '../../../components/form/sms-code-row.tsx';
import { useCodeSender } from '../../../hooks/use-code-sender.ts';
import { errorMessageOf, formFieldErrors } from '../../../lib/form-errors.ts';
import { fieldRules } from '../../../lib/zod-rule.ts';
import {
  confirmMobile,
  proveByCurrentMobile,
  proveByPassword,
  sendMobileCode,
} from '../api/change-mobile.ts';

type Method = 'mobile' | 'password';

const STEPS = [{ title: '验证身份' }, { title: '绑定新手机号' }, { title: '完成' }];

/** A proof the server no longer accepts (expired or spent): start again from the identity check. */
const isProofExpired = (error: unknown): boolean => /身份校验已失效|校验已失效/.test(errorMessageOf(error));

interface ProveValues {
  code?: string;
  password?: string;
}

const ProveStep = ({ user, onProved }: { user: CurrentUser; onProved: (proof: string) => void }) => {
  const [form] = Form.useForm<ProveValues>();
  const [method, setMethod] = useState<Method>(user.mobile ? 'mobile' : 'password');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const sender = useCodeSender({ form, validate: [], send: () => sendMobileCode({ target: 'current' }) });

  const onFinish = async (values: ProveValues) => {
    setSubmitting(true);
    setError(undefined);
    try {
      const grant =
        method === 'mobile'
          ? await proveByCurrentMobile((values.code ?? '').trim())
          : await proveByPassword(values.password ?? '');
      onProved(grant.proof);
    } catch (caught) {
      const { fields, rest } = formFieldErrors(caught, ['code', 'password']);
      form.setFields(fields);
      setError(rest);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<ProveValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      name="mobile-prove"
      aria-label="验证身份"
    >
      <Form.Item label="验证方式">
        <Radio.Group
          value={method}
          onChange={(event) => {
            setMethod(event.target.value as Method);
            setError(undefined);
          }}
          options={[
            { value: 'mobile', label: '通过原手机号验证', disabled: !user.mobile },
            { value: 'password', label: '通过登录密码验证' },
          ]}
        />
      </Form.Item>
      {method === 'mobile' ? (
        <Form.Item
          label={`发送到原手机号 ${user.mobile ?? ''} 的验证码`}
          required
          extra={sender.notice ?? '原手机号无法接收短信时，可改用登录密码验证'}
        >
          <SmsCodeRow requiredMessage="请输入验证码" ariaLabel="原手机号验证码" onSend={sender.onSend} />
        </Form.Item>
      ) : (
        <Form.Item label="登录密码" name="password" rules={fieldRules('请输入登录密码', PasswordSchema)}>
          <Input.Password autoComplete="current-password" maxLength={256} />
        </Form.Item>
      )}
      {error ? <Alert className="form-alert" type="error" showIcon title={error} /> : null}
      <Button type="primary" htmlType="submit" block loading={submitting}>
        下一步
      </Button>
    </Form>
  );
};

interface NewMobileValues {
  mobile: string;
  code: string;
}

const NewMobileStep = ({
  proof,
  onExpired,
  onChanged,
}: {
  proof: string;
  onExpired: () => void;
  onChanged: (user: CurrentUser) => void;
}) => {
  const [form] = Form.useForm<NewMobileValues>();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const sender = useCodeSender({
    form,
    validate: ['mobile'],
    errorField: 'mobile',
    send: async () => {
      try {
        return await sendMobileCode({
          target: 'new',
          mobile: (form.getFieldValue('mobile') as string).trim(),
          proof,
        });
      } catch (caught) {
        if (isProofExpired(caught)) onExpired();
        throw caught;
      }
    },
  });

  const onFinish = async (values: NewMobileValues) => {
    setSubmitting(true);
    setError(undefined);
    try {
      onChanged(await confirmMobile({ mobile: values.mobile.trim(), code: values.code.trim(), proof }));
    } catch (caught) {
      if (isProofExpired(caught)) {
        onExpired();
        return;
      }
      const { fields, rest } = formFieldErrors(caught, ['mobile', 'code']);
      const conflict = !fields.length && rest?.includes('手机号');
      form.setFields(conflict ? [{ name: 'mobile', errors: [rest ?? ''] }] : fields);
      if (!conflict) setError(rest);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<NewMobileValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      name="mobile-new"
      aria-label="绑定新手机号"
    >
      <Form.Item label="新手机号" name="mobile" rules={fieldRules('请输入新手机号', MobileSchema)}>
        <Input
          placeholder="请输入 11 位手机号"
          autoComplete="tel-national"
          inputMode="numeric"
          maxLength={11}
        />
      </Form.Item>
      <Form.Item label="新手机号收到的验证码" required extra={sender.notice}>
        <SmsCodeRow requiredMessage="请输入验证码" ariaLabel="新手机号验证码" onSend={sender.onSend} />
      </Form.Item>
      {error ? <Alert className="form-alert" type="error" showIcon title={error} /> : null}
      <Button type="primary" htmlType="submit" block loading={submitting}>
        确认更换
      </Button>
    </Form>
  );
};

/** 更换手机号: prove it is you (current mobile or password), then verify the new number. */
export const MobileChangeCard = ({
  user,
  onUserChanged,
}: {
  user: CurrentUser;
  onUserChanged: (user: CurrentUser) => void;
}) => {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState(0);
  const [proof, setProof] = useState('');
  const [expired, setExpired] = useState(false);
  // Each opening starts a fresh dialog (forms, countdowns).
  const [round, setRound] = useState(0);

  const start = () => {
    setStep(0);
    setProof('');
    setExpired(false);
    setRound((value) => value + 1);
    setOpen(true);
  };

  return (
    <Card title="手机号" className="account-card">
      <div className="account-mobile">
        <div>
          <div className="account-mobile__value">{user.mobile ?? '未绑定'}</div>
          <div className="account-mobile__hint">用于登录、找回密码和接收审核通知</div>
        </div>
        <Button onClick={start}>{user.mobile ? '更换手机号' : '绑定手机号'}</Button>
      </div>
      <Modal
        open={open}
        title={user.mobile ? '更换手机号' : '绑定手机号'}
        footer={null}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        width={520}
      >
        <Steps className="flow-steps" size="small" current={step} items={STEPS} />
        {expired && step === 0 ? (
          <Alert className="form-alert" type="warning" showIcon title="身份校验已失效，请重新验证" />
        ) : null}
        {step === 0 ? (
          <ProveStep
            key={`prove-${round}`}
            user={user}
            onProved={(value) => {
              setProof(value);
              setExpired(false);
              setStep(1);
            }}
          />
        ) : null}
        {step === 1 ? (
          <NewMobileStep
            key={`new-${round}`}
            proof={proof}
            onExpired={() => {
              setExpired(true);
              setProof('');
              setStep(0);
            }}
            onChanged={(updated) => {
              onUserChanged(updated);
              setStep(2);
            }}
          />
        ) : null}
        {step === 2 ? (
          <Result
            status="success"
            title="手机号已更换"
            subTitle={`今后请使用 ${user.mobile ?? '新手机号'} 登录和接收验证码。`}
            extra={
              <Button type="primary" onClick={() => setOpen(false)}>
                完成
              </Button>
            }
          />
        ) : null}
      </Modal>
    </Card>
  );
};
