// @vitest-environment jsdom
import { AccountNameSchema } from '@rrsp/contract';
import { Button, Form, Input } from 'antd';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { click, renderWithApp, settle, typeInto } from './jsdom-test-support.tsx';
import { fieldRules, fieldSchema, RULE_LOAD_FAILED_TEXT } from './zod-rule.ts';

/** A schema that arrives when the test says so, as a slow network would bring field-schemas.ts. */
const heldSchema = () => {
  let arrive: (schema: z.ZodType) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const arrival = new Promise<z.ZodType>((resolve, reject) => {
    arrive = resolve;
    fail = reject;
  });
  return { load: () => arrival, arrive, fail };
};

const AccountForm = ({
  load,
  onFinish,
}: {
  load: () => Promise<z.ZodType>;
  onFinish: (v: unknown) => void;
}) => (
  <Form onFinish={onFinish} aria-label="账号">
    <Form.Item label="账号" name="account" rules={fieldRules('请输入用户名或手机号', load)}>
      <Input id="account" />
    </Form.Item>
    <Button htmlType="submit">登录</Button>
  </Form>
);

describe('a rule whose schema is imported on demand', () => {
  it('holds a submit made before the schema has arrived, then refuses bad input with the schema’s own words', async () => {
    const schema = heldSchema();
    const onFinish = vi.fn();
    renderWithApp(<AccountForm load={schema.load} onFinish={onFinish} />);
    await typeInto('#account', 'x'.repeat(65));
    await click('登录');
    await settle();
    // nothing sent, nothing said yet: the check waits for its rule
    expect(onFinish).not.toHaveBeenCalled();
    expect(document.body.textContent).not.toContain('账号过长');
    await act(async () => schema.arrive(AccountNameSchema));
    await settle();
    expect(document.body.textContent).toContain('账号过长');
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('lets good input through once the schema has arrived', async () => {
    const schema = heldSchema();
    const onFinish = vi.fn();
    renderWithApp(<AccountForm load={schema.load} onFinish={onFinish} />);
    await typeInto('#account', 'miaoling');
    await click('登录');
    expect(onFinish).not.toHaveBeenCalled();
    await act(async () => schema.arrive(AccountNameSchema));
    await settle();
    expect(onFinish).toHaveBeenCalledWith({ account: 'miaoling' });
  });

  it('refuses the value, saying why, when the schema cannot be imported', async () => {
    const schema = heldSchema();
    const onFinish = vi.fn();
    renderWithApp(<AccountForm load={schema.load} onFinish={onFinish} />);
    await typeInto('#account', 'miaoling');
    await click('登录');
    await act(async () => schema.fail(new Error('Failed to fetch dynamically imported module')));
    await settle();
    expect(document.body.textContent).toContain(RULE_LOAD_FAILED_TEXT);
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('takes the contract’s schemas from field-schemas.ts', async () => {
    const mobile = await fieldSchema((schemas) => schemas.MobileSchema)();
    expect(mobile.safeParse('13800000000').success).toBe(true);
    expect(mobile.safeParse('1380000').success).toBe(false);
  });
});
