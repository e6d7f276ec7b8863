// @vitest-environment jsdom
import type { ServiceDraft } from '@rrsp/contract';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, settle, spiedMutation, typeInto, unmount } from '../../../lib/jsdom-test-support.tsx';

/**
 * 发布服务's form before and after its code has loaded (on first use, docs/decisions/034): the stand-in drawn as the
 * form, and the real form (antd's Form, the contract's rules) taking over with what was done on it. Real mutations
 * whose requests are spies.
 */

const saved = vi.hoisted(() =>
  vi.fn(async (body: ServiceDraft) => ({
    id: '0196f5d4-0000-7000-8000-000000000001',
    audit: 'draft' as const,
    shelf: 'none' as const,
    listed: null,
    actions: ['save', 'publish', 'delete'],
    working: { ...body, regionName: null },
  })),
);
vi.mock('../api/save-service.ts', () => ({ useSaveService: spiedMutation(saved) }));
vi.mock('../api/publish-service.ts', () => ({ usePublishService: spiedMutation(vi.fn()) }));
const { LazyServicePublishForm } = await import('./lazy-service-publish-form.tsx');

const standIn = () => document.querySelector('form.publish-stand-in');
const antdForm = () => document.querySelector('form.ant-form');
const field = (id: string) => document.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${id}`);
const waitFor = async (done: () => boolean) => {
  for (let tries = 0; tries < 200 && !done(); tries += 1) await settle();
};
const render = () =>
  renderWithApp(<LazyServicePublishForm area="participants" tenantName="雷山县苗岭农机专业合作社" />, {
    router: '/participants/service/publish',
  });
/** Each field's label as read: its text, the element it names, and whether it is marked required. */
const labels = () =>
  [...document.querySelectorAll<HTMLLabelElement>('form label[for]')].map(
    (label) =>
      `${label.textContent}→${label.htmlFor}${label.className.includes('required') ? ' *' : ''}` +
      ` ${field(label.htmlFor)?.getAttribute('aria-required') ?? ''}`,
  );
/** A press as a browser makes it: the pointer goes down on the element, which takes the focus. */
const pressDown = (element: Element | null | undefined) =>
  act(() => {
    element?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    (element as HTMLElement | null)?.focus();
  });

afterEach(() => {
  unmount();
  saved.mockClear();
});

describe('the publish form while its code loads', () => {
  it('draws a new service’s form, labelled as the real one, without antd’s Form', async () => {
    render();
    expect(standIn()).not.toBeNull();
    expect(antdForm(), 'no Form code on the first screen').toBeNull();
    expect(document.querySelector('form')?.getAttribute('aria-label')).toBe('发布服务');
    const before = labels();
    expect(before).toContain('服务名称→service_name * true');
    expect(before).toContain('服务地区→service_regionCode * ');
    expect(document.querySelector('[data-testid="service-preview"]')?.textContent).toContain('服务名称');

    act(() => standIn()?.dispatchEvent(new Event('pointerover', { bubbles: true })));
    act(() => field('service_name')?.focus());
    await waitFor(() => antdForm() !== null);
    expect(antdForm()).not.toBeNull();
    expect(labels(), 'the same labels, fields and marks as the Form draws').toEqual(before);
  });

  it('keeps what was typed and the focus with its caret in the field as the Form takes over', async () => {
    render();
    await typeInto('#service_summary', '植保无人机飞防作业，覆盖雷山县');
    await typeInto('#service_name', '稻田飞防');
    expect(document.querySelector('[data-testid="service-preview"]')?.textContent).toContain('稻田飞防');
    const name = field('service_name');
    act(() => {
      name?.focus();
      name?.setSelectionRange(2, 2);
    });
    await waitFor(() => antdForm() !== null);
    const loaded = field('service_name');
    expect(loaded).not.toBe(name);
    expect(loaded?.value).toBe('稻田飞防');
    expect(field('service_summary')?.value).toBe('植保无人机飞防作业，覆盖雷山县');
    expect(document.activeElement).toBe(loaded);
    expect(loaded?.selectionStart).toBe(2);
    expect(document.querySelector('[data-testid="service-preview"]')?.textContent).toContain('稻田飞防');
  });

  it('saves the draft when 保存草稿 was pressed before the Form arrived, once it has', async () => {
    render();
    await typeInto('#service_name', '冷库租赁');
    const draft = [...document.querySelectorAll('button')].find((b) => b.textContent?.includes('保存草稿'));
    act(() => draft?.click());
    await waitFor(() => saved.mock.calls.length > 0);
    expect(saved).toHaveBeenCalledTimes(1);
    expect(saved.mock.calls[0]?.[0]).toMatchObject({ name: '冷库租赁' });
  });

  it('keeps the pressed 提交审核 when the Form arrives during the press, so the release still counts', async () => {
    render();
    const submit = [...document.querySelectorAll('button')].find((b) => b.textContent?.includes('提交审核'));
    pressDown(submit);
    await import('./service-publish-form.tsx');
    for (let tries = 0; tries < 5; tries += 1) await settle();
    expect(standIn(), 'the pressed button is not drawn anew before its release').not.toBeNull();
    act(() => {
      submit?.dispatchEvent(new Event('pointerup', { bubbles: true }));
      submit?.click();
    });
    // an empty service is not sent: the Form says what is missing on the fields
    const errors = () =>
      [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);
    await waitFor(() => errors().includes('请选择服务类别'));
    expect(antdForm()).not.toBeNull();
    expect(errors()).toContain('请选择服务类别');
    expect(saved).not.toHaveBeenCalled();
  });

  it('waits for a Chinese input method’s composition to end before the Form takes over', async () => {
    render();
    const name = field('service_name');
    act(() => {
      name?.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true }));
      name?.focus();
    });
    await import('./service-publish-form.tsx');
    for (let tries = 0; tries < 5; tries += 1) await settle();
    expect(standIn(), 'not swapped under a composition').not.toBeNull();
    await typeInto('#service_name', '水稻');
    act(() => name?.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: '水稻' })));
    await waitFor(() => antdForm() !== null);
    expect(field('service_name')?.value).toBe('水稻');
    expect(document.activeElement).toBe(field('service_name'));
  });

  it('opens the category’s Select once it arrives when the stand-in’s was pressed', async () => {
    render();
    const category = field('service_category');
    pressDown(category);
    act(() => {
      category?.dispatchEvent(new Event('pointerup', { bubbles: true }));
      category?.click();
    });
    await waitFor(() => field('service_category')?.getAttribute('aria-expanded') === 'true');
    expect(antdForm()).not.toBeNull();
    expect(field('service_category')?.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(field('service_category'));
  });
  it('gives way to the Form in the task its code arrives in, never to a stand-in drawn anew, losing no key', async () => {
    render();
    const original = standIn();
    act(() => field('service_name')?.focus());
    // as in a browser: React renders in tasks of its own, and each key arrives in a task of its own
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const inAct = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    let typed = '';
    const drawnAnew: number[] = [];
    try {
      for (let turn = 0; turn < 400 && antdForm() === null; turn += 1) {
        if (standIn() !== original) drawnAnew.push(turn);
        typed = `稻田飞防${turn}`;
        setValue?.call(field('service_name'), typed);
        field('service_name')?.dispatchEvent(new Event('input', { bubbles: true }));
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = inAct;
    }
    await waitFor(() => antdForm() !== null);
    expect(drawnAnew, 'turns that met a stand-in drawn anew').toEqual([]);
    expect(typed, 'typed before the swap').not.toBe('');
    expect(field('service_name')?.value).toBe(typed);
    expect(document.activeElement).toBe(field('service_name'));
  });
});
