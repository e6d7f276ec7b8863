// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../lib/jsdom-test-support.tsx';
import { EditConflictAlert } from './edit-conflict-alert.tsx';

describe('EditConflictAlert', () => {
  it('names what changed, says the typed text stays, and loads the latest version on 载入最新版本', () => {
    const onLoadLatest = vi.fn();
    const screen = renderWithApp(<EditConflictAlert subject="平台设置" onLoadLatest={onLoadLatest} />);
    const alert = screen.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('平台设置已被其他运营人员修改');
    expect(alert?.textContent).toContain('您填写的内容仍保留在页面上');
    const load = [...screen.querySelectorAll('button')].find((button) =>
      button.textContent?.includes('载入最新版本'),
    );
    expect(load).toBeDefined();
    act(() => load?.click());
    expect(onLoadLatest).toHaveBeenCalledTimes(1);
  });
});
