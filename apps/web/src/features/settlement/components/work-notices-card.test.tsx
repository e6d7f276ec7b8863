// @vitest-environment jsdom
import type { MarkWorkNoticesRead, WorkNotice } from '@rrsp/contract';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { button, renderWithApp, settle, spiedMutation } from '../../../lib/jsdom-test-support.tsx';

/** The workbench's 最近动态 in jsdom: the list is given, marking read is a real mutation whose request is a spy. */

let shown: WorkNotice[] = [];
vi.mock('../api/list-work-notices.ts', () => ({
  useWorkNotices: () => ({ isPending: false, isError: false, data: shown, refetch: vi.fn() }),
}));
const sent = vi.fn(async (_body: MarkWorkNoticesRead) => ({ marked: 1 }));
vi.mock('../api/mark-work-notices-read.ts', () => ({ useMarkWorkNoticesRead: spiedMutation(sent) }));
const { WorkNoticesCard } = await import('./work-notices-card.tsx');

const notice = (id: string, title: string, read: boolean, link: string | null = null): WorkNotice => ({
  noticeId: `0b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b1${id}`,
  title,
  body: `${title}的内容`,
  link,
  createdAt: '2026-05-01T02:00:00.000Z',
  read,
});

const render = (notices: WorkNotice[]) => {
  shown = notices;
  renderWithApp(<WorkNoticesCard />, { router: true });
};

const link = (text: string) =>
  [...document.querySelectorAll('a')].find((element) => element.textContent === text);

describe('the 最近动态 card', () => {
  it('sets the unread apart and marks them all read on request', async () => {
    render([
      notice('1', '新成员加入', false, '/participants'),
      notice('2', '入驻申请已通过', true, '/participants'),
      notice('3', '您已被移出主体', false),
    ]);
    const unread = [...document.querySelectorAll('.work-notices__item--unread')].map(
      (item) => item.querySelector('.work-notices__title')?.textContent,
    );
    expect(unread).toEqual(['新成员加入', '您已被移出主体']);
    expect(document.querySelector('.work-notices__heading')?.textContent).toContain('2');

    await act(async () => button('全部标为已读')?.click());
    await settle();
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent.mock.calls[0]?.[0]).toEqual({ all: true });
  });

  it('marks an unread notice read when its link is followed, and leaves a read one alone', async () => {
    render([
      notice('1', '新成员加入', false, '/participants'),
      notice('2', '入驻申请已通过', true, '/participants'),
    ]);
    await act(async () => link('新成员加入')?.click());
    await settle();
    await act(async () => link('入驻申请已通过')?.click());
    await settle();
    expect(sent.mock.calls.map((call) => call[0])).toEqual([
      { noticeIds: [notice('1', '', false).noticeId] },
    ]);
  });

  it('offers no button when everything has been read', () => {
    render([notice('2', '入驻申请已通过', true)]);
    expect(document.querySelector('.work-notices__item--unread')).toBeNull();
    expect(button('全部标为已读')).toBeUndefined();
  });
});
