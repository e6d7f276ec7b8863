// @vitest-environment jsdom
import { Button } from 'antd';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, settle, unmount } from '../../lib/jsdom-test-support.tsx';

/** A confirmation whose antd Popconfirm loads when its button is first used (docs/decisions/034). */

const imported = vi.hoisted(() => vi.fn());
vi.mock('./lazy-popconfirm-part.tsx', async (original) => {
  imported();
  return original();
});
const { LazyPopconfirm } = await import('./lazy-popconfirm.tsx');

const confirmation = () => document.querySelector('.ant-popconfirm');
const shown = () => confirmation() !== null && !confirmation()?.closest('.ant-popover-hidden');
const waitFor = async (done: () => boolean) => {
  for (let tries = 0; tries < 100 && !done(); tries += 1) await settle();
};
const okButton = () =>
  [...(confirmation()?.querySelectorAll('button') ?? [])].find(
    (element) => element.textContent?.replace(/\s/g, '') === '移出',
  );

afterEach(() => unmount());

describe('LazyPopconfirm', () => {
  it('opens on a press made before its code arrived, at the same button; confirming runs the action and closes', async () => {
    const onConfirm = vi.fn(async () => undefined);
    renderWithApp(
      <LazyPopconfirm title="将“张三”移出本主体？" okText="移出" cancelText="取消" onConfirm={onConfirm}>
        <Button type="link" size="small" danger>
          移出
        </Button>
      </LazyPopconfirm>,
    );
    const pressed = document.querySelector<HTMLButtonElement>('button');
    await settle();
    expect(imported, 'no Popconfirm code with the page').not.toHaveBeenCalled();
    act(() => pressed?.click());
    await waitFor(shown);
    expect(confirmation()?.textContent).toContain('将“张三”移出本主体？');
    expect(document.querySelector('button'), 'the button was not drawn anew').toBe(pressed);
    await act(async () => okButton()?.click());
    await waitFor(() => !shown());
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(shown()).toBe(false);
  });

  it('closes when its button is pressed again', async () => {
    renderWithApp(
      <LazyPopconfirm title="撤回这条邀请？" okText="撤回" cancelText="取消">
        <Button>撤回</Button>
      </LazyPopconfirm>,
    );
    const trigger = document.querySelector<HTMLButtonElement>('button');
    act(() => trigger?.click());
    await waitFor(shown);
    act(() => trigger?.click());
    await waitFor(() => !shown());
    expect(shown()).toBe(false);
  });
});
