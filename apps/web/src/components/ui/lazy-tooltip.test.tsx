// @vitest-environment jsdom
import { Button } from 'antd';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, settle, unmount } from '../../lib/jsdom-test-support.tsx';

/** A tooltip whose antd Tooltip loads when its element is first pointed at or focused (docs/decisions/034). */

const imported = vi.hoisted(() => vi.fn());
vi.mock('./lazy-tooltip-part.tsx', async (original) => {
  imported();
  return original();
});
const { LazyTooltip } = await import('./lazy-tooltip.tsx');

const tooltip = () => document.querySelector('.ant-tooltip');
const shown = () => tooltip() !== null && !tooltip()?.className.includes('ant-tooltip-hidden');
const waitFor = async (done: () => boolean) => {
  for (let tries = 0; tries < 100 && !done(); tries += 1) await settle();
};

afterEach(() => unmount());

const draw = () => {
  renderWithApp(
    <LazyTooltip title="保存图片">
      <Button type="text" aria-label="保存图片：销售额">
        图
      </Button>
    </LazyTooltip>,
  );
  return document.querySelector<HTMLButtonElement>('button');
};

describe('LazyTooltip', () => {
  it('loads no Tooltip with the page; pointed at, shows it at the same button, which it describes, and hides it when left', async () => {
    const button = draw();
    await settle();
    expect(imported, 'no Tooltip code with the page').not.toHaveBeenCalled();
    // React makes onPointerEnter of a pointerover from outside, onPointerLeave of a pointerout to outside
    act(() => button?.dispatchEvent(new MouseEvent('pointerover', { bubbles: true })));
    await waitFor(shown);
    expect(tooltip()?.textContent).toBe('保存图片');
    expect(document.querySelector('button'), 'the button was not drawn anew').toBe(button);
    const described = button?.getAttribute('aria-describedby');
    expect(described).toBeTruthy();
    expect(document.getElementById(described ?? '')?.textContent).toBe('保存图片');
    act(() =>
      button?.dispatchEvent(new MouseEvent('pointerout', { bubbles: true, relatedTarget: document.body })),
    );
    await waitFor(() => !shown());
    expect(shown()).toBe(false);
    expect(button?.getAttribute('aria-describedby')).toBeNull();
  });

  it('does not open on the keyboard’s focus, as antd’s Tooltip (its hover trigger) does not', async () => {
    const button = draw();
    act(() => button?.focus());
    for (let tries = 0; tries < 10; tries += 1) await settle();
    expect(shown()).toBe(false);
    expect(button?.getAttribute('aria-describedby')).toBeNull();
  });
});
