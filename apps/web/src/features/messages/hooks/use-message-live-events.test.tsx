// @vitest-environment jsdom
import type { MessageItem, MessageTally } from '@rrsp/contract';
import { useQuery } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentAddress, renderWithApp, settle } from '../../../lib/jsdom-test-support.tsx';
import { createMessagesFake, messageIdOf, messageOf } from '../utils/message-test-support.ts';

/** The live channel while the user works, in jsdom: the test plays the channel, the endpoints are a fake. */

type Listener = (
  event:
    | { type: 'message'; message: MessageItem; tally: MessageTally }
    | { type: 'tally'; tally: MessageTally },
) => void;

const fake = createMessagesFake();
const live = vi.hoisted(() => ({ listeners: new Set<Listener>(), setLiveTally: vi.fn() }));
vi.mock('../../../lib/api.ts', () => ({ api: { request: fake.request } }));
vi.mock('../../../lib/live/index.ts', () => ({
  useLiveState: () => ({ tally: null, transport: 'websocket' }),
  subscribeLiveEvents: (listener: Listener) => {
    live.listeners.add(listener);
    return () => live.listeners.delete(listener);
  },
  setLiveTally: live.setLiveTally,
}));
const { useMessageLiveEvents } = await import('./use-message-live-events.tsx');
const { getMessagesQueryOptions } = await import('../api/list-messages.ts');

afterEach(() => fake.reset());

const emit = async (event: Parameters<Listener>[0]) => {
  await act(async () => {
    for (const listener of live.listeners) listener(event);
  });
  await settle();
};

/** A work layout: the holder of the notifications and an open list of messages. */
const Layout = () => {
  const holder = useMessageLiveEvents('participants');
  const list = useQuery(getMessagesQueryOptions({ pageNum: 1, pageSize: 10, read: 'all' }));
  return (
    <>
      {holder}
      <p id="count">{list.data?.rows.length ?? 0}</p>
    </>
  );
};

const noticeTitled = (title: string) =>
  [...document.querySelectorAll('.message-notice')].find((notice) => notice.textContent?.includes(title));

const render = async () => {
  renderWithApp(<Layout />, { router: '/participants/product' });
  await settle();
};

describe('a new message while the user works', () => {
  it('shows for 4.5 s, then leaves on its own', async () => {
    await render();
    // the first message loads the notification code and shows once it has arrived
    await emit({
      type: 'message',
      message: messageOf(2, { title: '第一条' }),
      tally: { unread: 1, lastSeq: 2 },
    });
    await vi.waitFor(
      async () => {
        await settle();
        expect(noticeTitled('第一条')).toBeDefined();
      },
      { timeout: 30_000 },
    );
    vi.useFakeTimers();
    try {
      const message = messageOf(3, { title: '收到合作申请' });
      await act(async () => {
        for (const listener of live.listeners)
          listener({ type: 'message', message, tally: { unread: 2, lastSeq: 3 } });
      });
      await act(async () => vi.advanceTimersByTime(4_300));
      expect(noticeTitled('收到合作申请')).toBeDefined();
      await act(async () => vi.advanceTimersByTime(1_500));
      expect(noticeTitled('收到合作申请')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  }, 60_000);

  it('shows a notification with its title, its text and 查看, which marks it read and opens it; the open lists refresh', async () => {
    await render();
    expect(document.getElementById('count')?.textContent).toBe('0');
    const message = messageOf(7, {
      title: '入驻申请已通过',
      body: '您的入驻申请已通过审核。',
      link: '/participants/settled',
    });
    fake.state.rows = [message];
    await emit({ type: 'message', message, tally: { unread: 1, lastSeq: 7 } });
    const notice = document.querySelector('.message-notice');
    expect(notice?.textContent).toContain('入驻申请已通过');
    expect(notice?.textContent).toContain('您的入驻申请已通过审核。');
    expect(notice?.getAttribute('role')).toBe('status');
    expect(document.getElementById('count')?.textContent).toBe('1');

    const view = notice?.querySelector<HTMLAnchorElement>('.message-notice__view');
    expect(view?.getAttribute('href')).toBe('/participants/settled');
    await act(async () => view?.click());
    await settle();
    expect(fake.sentTo('/basics/pc/message/read').map((call) => call.body)).toEqual([
      { messageIds: [messageIdOf(7)] },
    ]);
    expect(currentAddress()).toBe('/participants/settled');
  });

  it('refreshes the open lists when messages are read elsewhere, once per change', async () => {
    fake.state.rows = [messageOf(1)];
    await render();
    const lists = () => fake.sentTo('/basics/pc/message/list').length;
    const before = lists();
    fake.state.rows = [messageOf(1, { read: true })];
    await emit({ type: 'tally', tally: { unread: 0, lastSeq: 1 } });
    expect(lists()).toBe(before + 1);
    await emit({ type: 'tally', tally: { unread: 0, lastSeq: 1 } });
    expect(lists()).toBe(before + 1);
    expect(document.querySelector('.message-notice')).toBeNull();
  });
});
