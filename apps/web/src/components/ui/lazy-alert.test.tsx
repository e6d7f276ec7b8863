// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../lib/jsdom-test-support.tsx';

// the Alert's chunk cannot be had, as when the network is down
vi.mock('./alert-chunk.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
const { LazyAlert } = await import('./lazy-alert.tsx');

describe('LazyAlert when antd’s Alert cannot load', () => {
  it('still says its message, as an alert, and keeps the page (no error screen)', async () => {
    const screen = renderWithApp(
      <form aria-label="登录">
        <input defaultValue="miaoling" aria-label="账号" />
        <LazyAlert type="error" showIcon title="网络连接失败，请检查网络后重试" className="form-alert" />
      </form>,
    );
    for (let tries = 0; tries < 40 && !screen.querySelector('[role="alert"]'); tries += 1) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 25)));
    }
    const alert = screen.querySelector('[role="alert"]');
    expect(alert?.textContent).toBe('网络连接失败，请检查网络后重试');
    expect(alert?.className).toContain('plain-alert--error');
    expect(alert?.className).toContain('form-alert');
    expect(screen.querySelector<HTMLInputElement>('input')?.value, 'what was typed is still there').toBe(
      'miaoling',
    );
  });
});
