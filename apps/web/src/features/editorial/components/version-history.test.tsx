// @vitest-environment jsdom
import type { EditorialItem, EditorialVersionSummary } from '@rrsp/contract';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, settle, unmount } from '../../../lib/jsdom-test-support.tsx';

/**
 * 版本记录 in jsdom: drawn as antd's small List without it (and without its Pagination, Checkbox, Modal and Popconfirm
 * on the first load); the comparison's dialog and the restore's confirmation load when first wanted.
 */

const ITEM_ID = '0b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11';

const summary = (version: number): EditorialVersionSummary => ({
  version,
  createdAt: '2026-03-01T02:00:00Z',
  authorName: '平台编辑 · 李娜',
  note: version === 1 ? '新建' : '修改',
  title: '茶园数字化管理方案',
});

const state = vi.hoisted(() => ({ versions: [] as EditorialVersionSummary[] }));
const restored = vi.hoisted(() => vi.fn());
const compareImported = vi.hoisted(() => vi.fn());

vi.mock('../api/editorial-queries.ts', () => ({
  useEditorialVersions: () => ({
    data: state.versions,
    isPending: false,
    isError: false,
    refetch: async () => undefined,
  }),
  // the comparison waits for its versions: a skeleton is enough here
  useEditorialVersion: () => ({ data: undefined, isError: false }),
  useContentClassOptions: () => ({ data: [] }),
}));
vi.mock('../api/editorial-actions.ts', async () => {
  const support = await import('../../../lib/jsdom-test-support.tsx');
  return { useRestoreVersion: support.spiedMutation(restored) };
});
vi.mock('./version-compare-dialog.tsx', async (original) => {
  compareImported();
  return original();
});
const { VersionHistory } = await import('./version-history.tsx');

const item = (workingVersion: number, publishedVersion: number | null): EditorialItem => ({
  id: ITEM_ID,
  kind: 'news',
  title: '茶园数字化管理方案',
  state: 'draft',
  workingVersion,
  publishedVersion,
  scheduledAt: null,
  updatedAt: '2026-03-01T02:00:00Z',
  updatedByName: '平台编辑 · 李娜',
  fields: {} as EditorialItem['fields'],
  workingAuthorId: '1b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11',
  workingAuthorName: '平台编辑 · 李娜',
  pendingAuthorIds: [],
  scheduledVersion: null,
  returnReason: null,
  selfPublishAllowed: false,
  ownWork: null,
});

const render = (count: number, published: number | null = null) => {
  state.versions = Array.from({ length: count }, (_, index) => summary(count - index));
  renderWithApp(<VersionHistory item={item(count, published)} canRestore dirty={false} />);
};

const waitFor = async (done: () => boolean) => {
  for (let tries = 0; tries < 100 && !done(); tries += 1) await settle();
};
const rows = () => [...document.querySelectorAll('.version-history__row')];
const titles = () => rows().map((row) => row.querySelector('.version-history__title')?.textContent);
const buttonIn = (root: ParentNode, text: string) =>
  [...root.querySelectorAll('button')].find((element) => element.textContent?.replace(/\s/g, '') === text);
const rowOf = (version: number) => {
  const row = rows().find((element) => element.textContent?.startsWith(`第 ${version} 版`));
  if (!row) throw new Error(`no row for version ${version}`);
  return row;
};

afterEach(() => {
  unmount();
  restored.mockReset();
});

describe('版本记录', () => {
  it('draws every version, newest first, with 当前 and 门户上; two ticked compare in a dialog loaded then', async () => {
    render(3, 2);
    expect(titles()).toEqual(['第 3 版 · 修改当前', '第 2 版 · 修改门户上', '第 1 版 · 新建']);
    expect(document.querySelector('.list-pager'), 'no pager for three versions').toBeNull();
    const compareSelected = buttonIn(document, '比较所选');
    expect(compareSelected?.disabled).toBe(true);

    const boxes = [...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    expect(boxes.map((box) => box.getAttribute('aria-label'))).toEqual([
      '选择第 3 版用于比较',
      '选择第 2 版用于比较',
      '选择第 1 版用于比较',
    ]);
    act(() => boxes[0]?.click());
    act(() => boxes[2]?.click());
    expect(boxes.map((box) => box.checked)).toEqual([true, false, true]);
    expect(compareSelected?.disabled).toBe(false);

    await settle();
    expect(compareImported, 'no Modal code with the list').not.toHaveBeenCalled();
    act(() => compareSelected?.click());
    const dialog = () => document.querySelector('[role="dialog"]');
    await waitFor(() => dialog() !== null);
    expect(dialog()?.textContent).toContain('比较第 1 版与第 3 版');
  });

  it('keeps only the last two versions ticked', () => {
    render(3);
    const boxes = [...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    for (const box of boxes) act(() => box.click());
    expect(boxes.map((box) => box.checked)).toEqual([false, true, true]);
  });

  it('shows eight versions a page, with antd’s small pager under them', () => {
    render(10);
    expect(rows()).toHaveLength(8);
    expect(rows()[0]?.textContent).toContain('第 10 版');
    const pager = document.querySelector('.list-pager');
    expect(pager?.classList.contains('list-pager--table')).toBe(true);
    const second = [...(pager?.querySelectorAll('button') ?? [])].find(
      (element) => element.textContent === '2',
    );
    act(() => second?.click());
    expect(titles()).toEqual(['第 2 版 · 修改', '第 1 版 · 新建']);
  });

  it('restores an old version after its confirmation, which opens on a press made before its code arrived', async () => {
    restored.mockResolvedValue({ ...item(3, null), workingVersion: 3 });
    render(2);
    const restore = buttonIn(rowOf(1), '恢复为草稿');
    act(() => restore?.click());
    const confirmation = () => document.querySelector('.ant-popconfirm');
    await waitFor(() => confirmation() !== null);
    expect(confirmation()?.textContent).toContain('恢复第 1 版？');
    expect(buttonIn(rowOf(1), '恢复为草稿'), 'the button was not drawn anew').toBe(restore);
    const ok = confirmation() ? buttonIn(confirmation() as Element, '恢复为草稿') : undefined;
    await act(async () => ok?.click());
    await waitFor(() => restored.mock.calls.length > 0);
    expect(restored.mock.calls[0]?.[0]).toEqual({ id: ITEM_ID, version: 1, baseVersion: 2 });
  });
});
