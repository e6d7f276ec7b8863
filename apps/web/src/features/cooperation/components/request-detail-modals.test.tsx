// @vitest-environment jsdom
import type { CooperationRow } from '@rrsp/contract';
import { useMutation } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { click, prepareJsdom, renderWithApp, settle } from '../../../lib/jsdom-test-support.tsx';

/** Opening a received request in jsdom: real mutations whose requests are spies. */

const ID = '0b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11';

const rowOf = (change: Partial<CooperationRow>): CooperationRow => ({
  id: ID,
  itemId: '1b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11',
  itemKind: 'service',
  itemName: '稻田无人机植保',
  counterpartName: '雷山县苗岭茶叶种植专业合作社',
  name: '杨秀英',
  mobile: '13800000001',
  message: '合作社有 300 亩茶园需要植保飞防',
  state: 'read',
  reply: null,
  createdAt: '2026-03-01T02:00:00Z',
  repliedAt: null,
  ...change,
});

let openAnswer = rowOf({});
const opened = vi.fn(async (_id: string) => openAnswer);
const closed = vi.fn(async (_id: string) => rowOf({ state: 'closed' }));
vi.mock('../api/open-cooperation.ts', () => ({
  useOpenCooperation: () => useMutation({ mutationFn: opened }),
}));
vi.mock('../api/close-cooperation.ts', () => ({
  useCloseCooperation: () => useMutation({ mutationFn: closed }),
}));
vi.mock('../api/reply-cooperation.ts', () => ({
  useReplyCooperation: () => useMutation({ mutationFn: async () => rowOf({ state: 'replied' }) }),
}));
const { ReceivedRequestModal } = await import('./request-detail-modals.tsx');

prepareJsdom();

afterEach(() => {
  opened.mockClear();
  closed.mockClear();
  openAnswer = rowOf({});
});

const render = async () => {
  renderWithApp(<ReceivedRequestModal id={ID} open area="servant" onClose={() => {}} />, { router: true });
  await settle();
  await settle();
};

const buttons = () =>
  [...document.querySelectorAll('.ant-modal button')].map((element) =>
    element.textContent?.replace(/\s/g, ''),
  );

describe('a received request, opened', () => {
  it('is opened on the server, and shows the mobile in full as a phone link', async () => {
    await render();
    expect(opened).toHaveBeenCalledWith(ID, expect.anything());
    const tel = document.querySelector<HTMLAnchorElement>('.ant-modal a[href^="tel:"]');
    expect(tel?.getAttribute('href')).toBe('tel:13800000001');
    expect(document.querySelector('.ant-modal')?.textContent).toContain('合作社有 300 亩茶园需要植保飞防');
    expect(buttons()).toEqual(expect.arrayContaining(['回复', '关闭申请']));
  });

  it('closes after a confirmation, and then offers no reply', async () => {
    await render();
    await click('关闭申请');
    await click('确认关闭');
    expect(closed.mock.calls[0]?.[0]).toBe(ID);
    expect(document.querySelector('.ant-modal')?.textContent).toContain('该合作申请已关闭');
    expect(buttons()).not.toContain('回复');
  });

  it('offers neither reply nor close for a request closed already', async () => {
    openAnswer = rowOf({ state: 'closed', reply: '已电话沟通' });
    await render();
    expect(document.querySelector('.ant-modal')?.textContent).toContain('已电话沟通');
    expect(buttons()).not.toContain('回复');
    expect(buttons()).not.toContain('关闭申请');
  });
});
