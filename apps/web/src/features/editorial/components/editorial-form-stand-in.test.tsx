// @vitest-environment jsdom
import type { EditorialItem } from '@rrsp/contract';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  button,
  renderWithApp,
  settle,
  spiedMutation,
  typeInto,
  unmount,
} from '../../../lib/jsdom-test-support.tsx';

/**
 * 编辑内容's news form before and after its code has loaded (on first use, docs/decisions/034): the stand-in drawn as
 * the form, and the real form (antd's Form, the contract's rules) taking over with what was done on it. Real
 * mutations whose requests are spies.
 */

const saved = vi.hoisted(() =>
  vi.fn(async (variables: { fields: EditorialItem['fields'] }) => ({
    id: '0b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11',
    workingVersion: 1,
    fields: variables.fields,
  })),
);
const uploaded = vi.hoisted(() => vi.fn(async (_file: Blob) => ({ url: '/files/cover.jpg' })));
vi.mock('../api/editorial-actions.ts', async (original) => ({
  ...(await original<typeof import('../api/editorial-actions.ts')>()),
  useSaveDraft: spiedMutation(saved),
  uploadEditorialImage: uploaded,
}));
// the leave guard needs a data router, which the jsdom harness does not draw (e2e covers it): what it is told
const guarded = vi.hoisted(() => vi.fn((_dirty: boolean) => undefined));
vi.mock('../../../hooks/use-unsaved-changes-guard.ts', () => ({ useUnsavedChangesGuard: guarded }));
const { EditorialEditor } = await import('./editorial-editor.tsx');

const standIn = () => document.querySelector<HTMLFormElement>('form.editorial-stand-in');
const antdForm = () => document.querySelector('form.ant-form');
const field = (name: string) => document.querySelector<HTMLInputElement>(`#editorial_${name}`);
const waitFor = async (done: () => boolean) => {
  for (let tries = 0; tries < 100 && !done(); tries += 1) await settle();
};
const render = (canWrite = true) =>
  renderWithApp(
    <EditorialEditor
      id={undefined}
      newKind="news"
      viewer={{ userId: '1b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11', canWrite, canReview: false }}
      backHref="/admin/content"
      onCreated={() => {}}
    />,
    { router: '/admin/content/edit?kind=news' },
  );

// jsdom lays nothing out: Tiptap's focus command scrolls the caret into view, which measures a range of the text
beforeAll(() => {
  const none = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= none;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect(0, 0, 0, 0);
});

afterEach(() => {
  unmount();
  saved.mockClear();
  uploaded.mockClear();
  guarded.mockClear();
});

// the real form's first load (antd's Form, its fields, the contract's rules) takes seconds in jsdom on a busy machine
describe('the news form while its code loads', { timeout: 40_000 }, () => {
  it('draws a new item’s fields, labelled and marked as the form does, without antd’s Form', () => {
    render();
    expect(standIn()?.getAttribute('aria-label')).toBe('资讯内容');
    expect(antdForm(), 'no Form code on the first screen').toBeNull();
    const labels = [...document.querySelectorAll<HTMLLabelElement>('form label[for]')].map(
      (label) => `${label.textContent}${label.className.includes('required') ? ' *' : ''}`,
    );
    expect(labels).toEqual([
      '标题 *',
      '分类 *',
      '来源 *',
      '作者',
      '显示的发布时间',
      '摘要',
      '封面图片',
      '正文 *',
    ]);
    expect(field('category')?.value, 'a new item starts as 工作动态').toBe('工作动态');
    expect(button('保存草稿')).toBeDefined();
  });

  it('saves what was typed when 保存草稿 was pressed before the Form arrived, once it has', async () => {
    render();
    await typeInto('#editorial_title', '雷山县银球茶进入采摘旺季');
    await typeInto('#editorial_source', '贵州省农业农村厅');
    act(() => standIn()?.requestSubmit());
    await waitFor(() => antdForm() !== null && document.body.textContent?.includes('请填写正文') === true);
    // the Form's own rules: the body is still empty, so nothing is sent
    expect(document.body.textContent).toContain('请填写正文');
    expect(saved).not.toHaveBeenCalled();
    expect(field('title')?.value).toBe('雷山县银球茶进入采摘旺季');
    expect(field('source')?.value).toBe('贵州省农业农村厅');
    expect(document.body.textContent, 'what was typed is a change').toContain('有未保存的修改');
  });

  it('tells the leave guard of what is typed before the Form arrives, and of it typed back as it was', () => {
    render();
    const title = field('title');
    if (!title) throw new Error('no title');
    const type = (text: string) =>
      act(() => {
        title.value = text;
        title.dispatchEvent(new Event('input', { bubbles: true }));
      });
    // in one task each, so the Form's code (loading from the focus) cannot be there yet
    act(() => title.focus());
    type('雷');
    expect(antdForm(), 'still the stand-in').toBeNull();
    expect(guarded).toHaveBeenLastCalledWith(true);
    expect(standIn()?.textContent, 'as the form says it').toContain('有未保存的修改');
    type('');
    expect(antdForm(), 'still the stand-in').toBeNull();
    expect(guarded, 'as loaded again').toHaveBeenLastCalledWith(false);
    expect(standIn()?.textContent).not.toContain('有未保存的修改');
  });

  it('opens the category’s Select once it arrives when the stand-in’s was pressed', async () => {
    render();
    const category = field('category');
    act(() => {
      category?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      category?.focus();
      category?.dispatchEvent(new Event('pointerup', { bubbles: true }));
      category?.click();
    });
    await waitFor(() => field('category')?.getAttribute('aria-expanded') === 'true');
    expect(antdForm()).not.toBeNull();
    expect(field('category')?.getAttribute('aria-expanded')).toBe('true');
  });

  /** The cover's file dialog opened on the stand-in, then the Form's code arrives: the stand-in stays meanwhile. */
  const coverDialogOpenWhenTheFormArrives = async () => {
    render();
    const picker = standIn()?.querySelector<HTMLInputElement>('input[type="file"]');
    if (!picker) throw new Error('no cover picker');
    act(() => picker.click());
    await import('./editorial-form.tsx');
    for (let tries = 0; tries < 5; tries += 1) await settle();
    expect(standIn(), 'not while the file dialog is open').not.toBeNull();
    return picker;
  };

  it('uploads a cover chosen before the Form arrived, and waits for the file dialog before it takes over', async () => {
    const picker = await coverDialogOpenWhenTheFormArrives();
    // the dialog closes: the window has the focus back, then the choice arrives
    act(() => window.dispatchEvent(new Event('focus')));
    const photo = new File([new Uint8Array(2048)], '封面.jpg', { type: 'image/jpeg' });
    Object.defineProperty(picker, 'files', { value: [photo], configurable: true });
    act(() => picker.dispatchEvent(new Event('change', { bubbles: true })));
    await waitFor(() => document.querySelector('img.editorial-cover__preview') !== null);
    expect(uploaded).toHaveBeenCalledTimes(1);
    expect(antdForm()).not.toBeNull();
    expect(document.querySelector('img.editorial-cover__preview')?.getAttribute('src')).toBe(
      '/files/cover.jpg',
    );
  });

  it('takes over once a file dialog is closed without a choice, in a browser that does not say so (no cancel event)', async () => {
    await coverDialogOpenWhenTheFormArrives();
    // closed: the window has the focus back, and no choice follows
    act(() => window.dispatchEvent(new Event('focus')));
    await waitFor(() => antdForm() !== null);
    expect(antdForm()).not.toBeNull();
    expect(uploaded).not.toHaveBeenCalled();
  });

  it('waits for 插入图片’s file dialog in 正文 before it takes over, and the editor inserts the picture chosen', async () => {
    render();
    const insert = document.querySelector<HTMLButtonElement>('button[aria-label="插入图片"]');
    const picker = document.querySelector<HTMLInputElement>('[data-testid="rich-editor-picture-input"]');
    if (!insert || !picker) throw new Error('no 插入图片');
    // the press opens the dialog (the stand-in's own input, clicked from the press)
    act(() => insert.click());
    await import('./editorial-form.tsx');
    for (let tries = 0; tries < 5; tries += 1) await settle();
    expect(standIn(), 'not while the file dialog is open').not.toBeNull();
    const photo = new File([new Uint8Array(2048)], '茶园.jpg', { type: 'image/jpeg' });
    Object.defineProperty(picker, 'files', { value: [photo], configurable: true });
    act(() => picker.dispatchEvent(new Event('change', { bubbles: true })));
    await waitFor(() => document.querySelector('.ProseMirror img') !== null);
    expect(antdForm()).not.toBeNull();
    expect(uploaded).toHaveBeenCalledTimes(1);
    expect(document.querySelector('.ProseMirror img')?.getAttribute('src')).toBe('/files/cover.jpg');
  });

  it('gives up what was typed on the stand-in when its 放弃修改 was pressed before the Form arrived', async () => {
    const { EditorialForm } = await import('./editorial-form.tsx');
    const dirty = vi.fn();
    const item = {
      id: '0b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11',
      kind: 'news',
      title: '雷山县银球茶进入采摘旺季',
      state: 'draft',
      workingVersion: 2,
      publishedVersion: null,
      scheduledAt: null,
      updatedAt: '2026-03-01T02:00:00Z',
      updatedByName: '平台编辑 · 李娜',
      fields: {
        kind: 'news',
        title: '雷山县银球茶进入采摘旺季',
        summary: '',
        coverUrl: null,
        content: '<p>正文</p>',
        publishedAt: null,
        category: 'work',
        source: '贵州省农业农村厅',
        author: '',
      },
      workingAuthorId: '1b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11',
      workingAuthorName: '平台编辑 · 李娜',
      pendingAuthorIds: [],
      scheduledVersion: null,
      returnReason: null,
      selfPublishAllowed: false,
      ownWork: null,
    } as EditorialItem;
    renderWithApp(
      <EditorialForm
        kind="news"
        item={item}
        readOnly={false}
        dirty
        onDirty={dirty}
        onCreated={() => {}}
        onReload={() => {}}
        handOver={{
          values: { title: '改过的标题', source: '贵州省农业农村厅', author: '', summary: '' },
          focus: undefined,
          shown: [],
          submit: false,
          press: 'discard',
        }}
      />,
    );
    await settle();
    expect(field('title')?.value).toBe('雷山县银球茶进入采摘旺季');
    expect(dirty).toHaveBeenLastCalledWith(false);
  });
});
