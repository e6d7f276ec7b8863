// @vitest-environment jsdom
import { Button, Form } from 'antd';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { click, renderWithApp, settle } from '../../lib/jsdom-test-support.tsx';
import { Checkbox } from './checkbox-field.tsx';

const AgreeForm = ({ onFinish }: { onFinish: (values: { agree?: boolean }) => void }) => (
  <Form onFinish={onFinish}>
    <Form.Item
      name="agree"
      valuePropName="checked"
      rules={[
        {
          validator: async (_rule, value: unknown) =>
            value ? undefined : Promise.reject(new Error('请先同意')),
        },
      ]}
    >
      <Checkbox>我已阅读并同意</Checkbox>
    </Form.Item>
    <Button htmlType="submit">提交</Button>
  </Form>
);

describe('Checkbox', () => {
  it('is a labelled native checkbox whose tick a form reads as its field value', async () => {
    const onFinish = vi.fn();
    const screen = renderWithApp(<AgreeForm onFinish={onFinish} />);
    const input = screen.querySelector<HTMLInputElement>('label.checkbox-field input[type="checkbox"]');
    expect(input?.closest('label')?.textContent).toBe('我已阅读并同意');
    expect(input?.checked).toBe(false);

    await click('提交');
    await vi.waitFor(() => expect(screen.textContent).toContain('请先同意'));
    expect(onFinish).not.toHaveBeenCalled();

    await act(async () => input?.click());
    expect(input?.checked).toBe(true);
    expect(screen.querySelector('.checkbox-field__box--checked')).not.toBeNull();
    await click('提交');
    await vi.waitFor(() => expect(onFinish).toHaveBeenCalledWith({ agree: true }));
    await settle();
  });
});
