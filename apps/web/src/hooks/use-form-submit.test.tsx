// @vitest-environment jsdom
import type { ErrorReason } from '@rrsp/contract';
import { useMutation } from '@tanstack/react-query';
import { Form, type FormInstance, Input } from 'antd';
import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiErrorDetails } from '../lib/api-error.ts';
import { renderWithApp } from '../lib/jsdom-test-support.tsx';
import { type FormSubmitOptions, type FormSubmitState, useFormSubmit } from './use-form-submit.ts';

/** A real antd Form in jsdom, driven by a real TanStack mutation. */

interface Values {
  mobile: string;
  code: string;
}

const failure = (reason: ErrorReason, message: string, details: ApiErrorDetails = {}, status = 400) =>
  new ApiError(message, { kind: 'http', reason, status, url: '/x', details });

/** The harnesses' form: a text box for each field it shows. */
const TextFields = <V,>({
  form,
  onFinish,
  names,
}: {
  form: FormInstance<V>;
  onFinish: (values: V) => void;
  names: readonly string[];
}) => (
  <Form form={form} onFinish={onFinish}>
    {names.map((name) => (
      <Form.Item key={name} name={name}>
        <Input />
      </Form.Item>
    ))}
  </Form>
);

type Options = Omit<FormSubmitOptions<Values, Values, string, 'mobile' | 'code'>, 'variables' | 'fields'>;

interface Seen {
  form?: FormInstance<Values>;
  submit?: FormSubmitState<Values>;
}

const Harness = ({
  mutationFn,
  options,
  seen,
}: {
  mutationFn: (values: Values) => Promise<string>;
  options: Options;
  seen: Seen;
}) => {
  const [form] = Form.useForm<Values>();
  const mutation = useMutation({ mutationFn });
  const submit = useFormSubmit(form, mutation, {
    fields: ['mobile', 'code'],
    variables: (values) => values,
    ...options,
  });
  seen.form = form;
  seen.submit = submit;
  return <TextFields form={form} onFinish={submit.onFinish} names={['mobile', 'code']} />;
};

const renderForm = (mutationFn: (values: Values) => Promise<string>, options: Options = {}) => {
  const seen: Seen = {};
  renderWithApp(<Harness mutationFn={mutationFn} options={options} seen={seen} />);
  const state = () => {
    if (!seen.form || !seen.submit) throw new Error('not rendered');
    return { form: seen.form, submit: seen.submit };
  };
  const finish = async () => {
    await act(async () => {
      await state().submit.onFinish({ mobile: '13800000000', code: '123456' });
    });
  };
  return { state, finish };
};

/** A form whose captcha row is not there until a failure asks for it, as in the SSO forms. */
const CaptchaHarness = ({
  mutationFn,
  seen,
}: {
  mutationFn: (values: Values & { captchaCode?: string }) => Promise<string>;
  seen: Seen & { captchaShown?: boolean };
}) => {
  const [form] = Form.useForm<Values & { captchaCode?: string }>();
  const [shown, setShown] = useState(false);
  const mutation = useMutation({ mutationFn });
  const submit = useFormSubmit(form, mutation, {
    fields: ['mobile', 'captchaCode'],
    variables: (values) => values,
    captcha: {
      afterFailure: (caught, clearAnswer) => {
        if ((caught as ApiError).details.captchaRequired) setShown(true);
        clearAnswer();
      },
    },
  });
  seen.form = form as unknown as FormInstance<Values>;
  seen.submit = submit as unknown as FormSubmitState<Values>;
  seen.captchaShown = shown;
  return (
    <TextFields
      form={form}
      onFinish={submit.onFinish}
      names={shown ? ['mobile', 'captchaCode'] : ['mobile']}
    />
  );
};

describe('useFormSubmit with an antd Form', () => {
  it('puts a 409 field issue on the field and leaves no alert', async () => {
    const { state, finish } = renderForm(async () => {
      throw failure(
        'CONFLICT',
        '该手机号已注册，请直接登录或找回密码',
        {
          fields: [{ field: 'mobile', message: '该手机号已注册' }],
        },
        409,
      );
    });
    await finish();
    expect(state().form.getFieldError('mobile')).toEqual(['该手机号已注册']);
    expect(state().form.getFieldError('code')).toEqual([]);
    expect(state().submit.alert).toBeUndefined();
    expect(state().submit.submitting).toBe(false);
  });

  it('is busy while the mutation and onSuccess run, then calls onSuccess with the data', async () => {
    let release: (value: string) => void = () => {};
    const onSuccess = vi.fn();
    const { state } = renderForm(() => new Promise<string>((resolve) => (release = resolve)), { onSuccess });
    let pending: Promise<void> = Promise.resolve();
    await act(async () => {
      pending = state().submit.onFinish({ mobile: '13800000000', code: '123456' });
    });
    expect(state().submit.submitting).toBe(true);
    await act(async () => {
      release('ticket');
      await pending;
    });
    expect(onSuccess).toHaveBeenCalledWith('ticket', { mobile: '13800000000', code: '123456' });
    expect(state().submit.submitting).toBe(false);
  });

  it('counts a RATE_LIMITED wait from retryAfterSeconds, not from the sentence', async () => {
    const { state, finish } = renderForm(async () => {
      throw failure(
        'RATE_LIMITED',
        'Slow down (a sentence the client never parses)',
        { retryAfterSeconds: 20 },
        429,
      );
    });
    await finish();
    expect(state().submit.waitSeconds).toBe(20);
    expect(state().submit.alert).toBe('操作过于频繁，请 20 秒后再试');
    act(() => state().submit.reset());
    expect([state().submit.waitSeconds, state().submit.alert]).toEqual([0, undefined]);
  });

  it('shows the captcha through the captcha follow-up and clears the typed answer', async () => {
    const afterFailure = vi.fn((_caught: unknown, clearAnswer: () => void) => clearAnswer());
    const { state, finish } = renderForm(
      async () => {
        throw failure('CAPTCHA_REQUIRED', '请输入图形验证码', { captchaRequired: true });
      },
      { captcha: { afterFailure } },
    );
    await finish();
    expect(afterFailure).toHaveBeenCalledTimes(1);
    const [caught] = afterFailure.mock.calls[0] ?? [];
    expect((caught as ApiError).reason).toBe('CAPTCHA_REQUIRED');
    expect(state().form.getFieldValue('captchaCode' as never)).toBe('');
  });

  it('hands a reason the form answers itself to its handler and shows nothing else', async () => {
    const onExpired = vi.fn();
    const { state, finish } = renderForm(
      async () => {
        throw failure('FLOW_EXPIRED', '找回流程已失效，请重新开始', {
          fields: [{ field: 'code', message: 'x' }],
        });
      },
      { on: { FLOW_EXPIRED: onExpired } },
    );
    await finish();
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(state().form.getFieldError('code')).toEqual([]);
    expect(state().submit.alert).toBeUndefined();
  });

  it('puts the captcha request on the captcha row that the same failure brought in', async () => {
    const seen: Seen & { captchaShown?: boolean } = {};
    renderWithApp(
      <CaptchaHarness
        seen={seen}
        mutationFn={async () => {
          throw failure('CAPTCHA_REQUIRED', '请输入图形验证码', {
            captchaRequired: true,
            fields: [{ field: 'captchaCode', message: '请输入图形验证码' }],
          });
        }}
      />,
    );
    act(() => seen.form?.setFieldsValue({ mobile: '13800000000' }));
    await act(async () => {
      await seen.submit?.onFinish({ mobile: '13800000000', code: '' });
    });
    expect(seen.captchaShown).toBe(true);
    expect(seen.form?.getFieldError('captchaCode' as never)).toEqual(['请输入图形验证码']);
    // What the user typed stays; the failure is on the row, not in an alert.
    expect(seen.form?.getFieldValue('mobile')).toBe('13800000000');
    expect(seen.submit?.alert).toBeUndefined();
    expect(seen.submit?.reason).toBe('CAPTCHA_REQUIRED');
  });

  it('says why the last submit failed, for a way on beside the alert, until the next try', async () => {
    let fail = true;
    const { state, finish } = renderForm(async () => {
      if (fail)
        throw failure('RATE_LIMITED', '该账号今日的申诉次数已达上限', { retryAfterSeconds: 3600 }, 429);
      return 'ok';
    });
    await finish();
    expect(state().submit.reason).toBe('RATE_LIMITED');
    fail = false;
    await finish();
    expect(state().submit.reason).toBeUndefined();
  });

  it('says nothing when the request client has ended the session', async () => {
    const { state, finish } = renderForm(async () => {
      throw new ApiError('登录已结束', {
        kind: 'session-ended',
        reason: 'SESSION_REPLACED',
        status: 402,
        url: '/x',
      });
    });
    await finish();
    expect(state().submit.alert).toBeUndefined();
  });
});
