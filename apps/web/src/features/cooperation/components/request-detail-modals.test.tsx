// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { click, renderWithApp, settle, spiedMutation } from '../../../lib/jsdom-test-support.tsx';
import { REQUEST_ID, requestRowOf } from '../utils/cooperation-test-support.ts';

/** Opening a received request in jsdom: real mutations whose requests are spies. */

let openAnswer = requestRowOf();
const opened = vi.fn(async (_id: string) => openAnswer);
const closed = vi.fn(async (_id: string) => requestRowOf({ state: 'closed' }));
vi.mock('../api/open-cooperation.ts', () => ({ useOpenCooperation: spiedMutation(opened) }));
vi.mock('../api/close-cooperation.ts', () => ({ useCloseCooperation: spiedMutation(closed) }));
vi.mock('../api/reply-cooperation.ts', () => ({
  useReplyCooperation: spiedMutation(async () => requestRowOf({ state: 'replied' })),
}));
const { ReceivedRequestModal } = await import('./request-detail-modals.tsx');

afterEach(() => {
  openAnswer = requestRowOf();
});

const render = async () => {
  renderWithApp(<ReceivedRequestModal id={REQUEST_ID} open area="servant" onClose={() => {}} />, {
    router: true,
  });
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
    expect(opened).toHaveBeenCalledWith(REQUEST_ID, expect.anything());
    const tel = document.querySelector<HTMLAnchorElement>('.ant-modal a[href^="tel:"]');
    expect(tel?.getAttribute('href')).toBe('tel:13800000001');
    expect(document.querySelector('.ant-modal')?.textContent).toContain('合作社有 300 亩茶园需要植保飞防');
    expect(buttons()).toEqual(expect.arrayContaining(['回复', '关闭申请']));
  });

  it('closes after a confirmation, and then offers no reply', async () => {
    await render();
    await click('关闭申请');
    await click('确认关闭');
    expect(closed.mock.calls[0]?.[0]).toBe(REQUEST_ID);
    expect(document.querySelector('.ant-modal')?.textContent).toContain('该合作申请已关闭');
    expect(buttons()).not.toContain('回复');
  });

  it('offers neither reply nor close for a request closed already', async () => {
    openAnswer = requestRowOf({ state: 'closed', reply: '已电话沟通' });
    await render();
    expect(document.querySelector('.ant-modal')?.textContent).toContain('已电话沟通');
    expect(buttons()).not.toContain('回复');
    expect(buttons()).not.toContain('关闭申请');
  });
});
