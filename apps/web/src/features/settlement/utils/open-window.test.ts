import { describe, expect, it, vi } from 'vitest';
import { openPendingWindow } from './open-window.ts';

const fakeWindow = () => {
  const replace = vi.fn();
  const close = vi.fn();
  const win = {
    opener: {} as unknown,
    closed: false,
    document: { title: '', body: { textContent: '' } },
    location: { replace },
    close,
  };
  return { win, replace, close };
};

describe('openPendingWindow', () => {
  it('opens at once without a handle back, then goes where it is told', () => {
    const { win, replace } = fakeWindow();
    const open = vi.fn(() => win as unknown as Window);
    const pending = openPendingWindow('正在进入…', open);
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(win.opener).toBeNull();
    expect(win.document.body.textContent).toBe('正在进入…');
    expect(pending.go('https://mall.example.gz.cn/?ticket=ST-1')).toBe(true);
    expect(replace).toHaveBeenCalledWith('https://mall.example.gz.cn/?ticket=ST-1');
  });

  it('says so when the browser blocked the window', () => {
    const pending = openPendingWindow('正在进入…', () => null);
    expect(pending.go('https://mall.example.gz.cn/')).toBe(false);
    expect(() => pending.close()).not.toThrow();
  });

  it('closes the waiting window when the address cannot be had', () => {
    const { win, close } = fakeWindow();
    openPendingWindow('正在进入…', () => win as unknown as Window).close();
    expect(close).toHaveBeenCalled();
  });
});
