import { UsernameSchema } from '@rrsp/contract';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { paths } from '../../../config/paths.ts';
import { useFormSubmit } from '../../../hooks/use-form-submit.ts';
import { fieldRules } from '../../../lib/zod-rule.ts';
import { type AppealLookup, useLookUpAppealAccount } from '../api/appeal.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { appealSearchHref } from './appeal-search-href.ts';
import { CaptchaField } from './captcha-field.tsx';

interface Values {
  username: string;
  captchaCode?: string;
}

const FoundAlert = ({ maskedMobile }: { maskedMobile: string | null }) => (
  <Alert
    className="form-alert"
    type="success"
    showIcon
    title="已找到该账号"
    description={
      maskedMobile ? (
        <>
          该账号绑定的手机号为 <span className="masked-mobile">{maskedMobile}</span>
          。如果该手机号仍可使用，建议直接
          <Link to={paths.entry.passwordReset.getHref()}>找回密码</Link>；已无法使用时请继续申诉。
        </>
      ) : (
        '该账号未绑定手机号，请继续申诉。'
      )
    }
  />
);

const PendingAlert = () => (
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
);

/** 账号申诉, step 1: find the account (its masked mobile), and refuse a second appeal while one waits. */
export const AppealAccountStep = ({ onDone }: { onDone: (username: string) => void }) => {
  const [form] = Form.useForm<Values>();
  const captcha = useCaptcha();
  const [lookup, setLookup] = useState<AppealLookup>();

  const submit = useFormSubmit(form, useLookUpAppealAccount(), {
    fields: ['username', 'captchaCode'],
    captcha,
    variables: (values) => ({ username: values.username.trim(), ...captcha.fieldsFor(values.captchaCode) }),
    onSuccess: (found) => {
      // One image allows one guess, right or wrong.
      if (captcha.required) {
        captcha.refresh();
        form.setFieldValue('captchaCode', '');
      }
      if (found.state === 'missing') {
        form.setFields([{ name: 'username', errors: ['未找到该账号，请核对用户名（注意大小写和下划线）'] }]);
      } else setLookup(found);
    },
  });

  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={(values) => {
        setLookup(undefined);
        return submit.onFinish(values);
      }}
      onValuesChange={() => setLookup(undefined)}
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
      <FormAlert message={submit.alert} />
      {lookup?.state === 'found' ? <FoundAlert maskedMobile={lookup.maskedMobile} /> : null}
      {lookup?.state === 'pending' ? <PendingAlert /> : null}
      {lookup?.state === 'found' ? (
        <Button type="primary" block onClick={() => onDone(lookup.username)}>
          继续申诉
        </Button>
      ) : (
        <Button type="primary" htmlType="submit" block loading={submit.submitting}>
          查询账号
        </Button>
      )}
    </Form>
  );
};
