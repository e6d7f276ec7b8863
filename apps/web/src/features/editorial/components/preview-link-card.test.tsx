// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, settle, unmount } from '../../../lib/jsdom-test-support.tsx';

/** 预览's card in jsdom: the validity is antd's Select only once it is first used; the link asked for carries it. */

const ITEM_ID = '0b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11';
const created = vi.hoisted(() => vi.fn());
vi.mock('../api/editorial-actions.ts', async () => {
  const support = await import('../../../lib/jsdom-test-support.tsx');
  return { useCreatePreviewLink: support.spiedMutation(created) };
});
const { PreviewLinkCard } = await import('./preview-link-card.tsx');

const waitFor = async (done: () => boolean) => {
  for (let tries = 0; tries < 100 && !done(); tries += 1) await settle();
};
const generate = () =>
  [...document.querySelectorAll('button')].find((element) => element.textContent?.includes('生成预览链接'));

afterEach(() => {
  unmount();
  created.mockReset();
});

describe('预览', () => {
  it('asks for a link valid for a day unless another validity is chosen, antd’s Select loaded on that first use', async () => {
    created.mockResolvedValue({ path: '/preview/abc', expiresAt: '2026-03-08T02:00:00Z' });
    renderWithApp(<PreviewLinkCard itemId={ITEM_ID} version={2} dirty={false} />);
    const validity = document.querySelector<HTMLElement>('[role="combobox"][aria-label="链接有效期"]');
    expect(validity?.textContent).toBe('1 天');
    expect(document.querySelector('.ant-select'), 'no antd Select with the card').toBeNull();

    act(() => {
      validity?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      validity?.focus();
    });
    const option = () =>
      [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
        (element) => element.textContent === '7 天',
      );
    await waitFor(() => option() !== undefined);
    act(() => option()?.click());
    await act(async () => generate()?.click());
    await waitFor(() => created.mock.calls.length > 0);
    expect(created.mock.calls[0]?.[0]).toEqual({ id: ITEM_ID, version: 2, validMinutes: 7 * 24 * 60 });
    await waitFor(() => document.querySelector('input[aria-label="预览链接"]') !== null);
    expect(document.querySelector<HTMLInputElement>('input[aria-label="预览链接"]')?.value).toBe(
      `${window.location.origin}/preview/abc`,
    );
  });
});
