// @vitest-environment jsdom
import type { MessageTally } from '@rrsp/contract';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, click, renderWithApp, settle } from '../../../lib/jsdom-test-support.tsx';
import { storage } from '../../../lib/storage.ts';
import { createMessagesFake, messageOf } from '../utils/message-test-support.ts';

/** The bell in jsdom: the live channel's tally is the test's; the endpoints are an in-memory fake. */

const fake = createMessagesFake();
const live = vi.hoisted(() => ({ tally: null as MessageTally | null, setLiveTally: vi.fn() }));
vi.mock('../../../lib/api.ts', () => ({ api: { request: fake.request } }));
vi.mock('../../../lib/live/index.ts', () => ({
  useLiveState: () => ({ tally: live.tally, transport: live.tally ? 'websocket' : 'offline' }),
  subscribeLiveEvents: () => () => {},
  setLiveTally: live.setLiveTally,
}));
const { MessageBell } = await import('./message-bell.tsx');

afterEach(() => {
  fake.reset();
  live.tally = null;
  storage.remove('token');
});

const render = async (area: 'participants' | 'servant' | 'admin' = 'participants') => {
  renderWithApp(<MessageBell area={area} />, { router: true });
  await settle();
};

const bell = () => document.querySelector<HTMLButtonElement>('button.message-bell');
const count = () => document.querySelector('[data-testid="message-bell-count"]');

describe('the message bell', () => {
  it('shows the exact unread count of the live channel, and says it', async () => {
    live.tally = { unread: 12, lastSeq: 40 };
    await render();
    expect(count()?.textContent).toBe('12');
    expect(bell()?.getAttribute('aria-label')).toBe('消息中心，12 条未读');
    // the live figure is enough: nothing is asked of the server
    expect(fake.sentTo('/basics/pc/message/tally')).toHaveLength(0);
  });

  it('shows 99+ above 99, while the label and the test hook keep the exact number', async () => {
    live.tally = { unread: 120, lastSeq: 300 };
    await render();
    expect(count()?.textContent).toBe('120');
    expect(document.querySelector('.message-bell__count')?.textContent).toBe('12099+');
    expect(count()?.className).toBe('visually-hidden');
    expect(bell()?.getAttribute('aria-label')).toBe('消息中心，120 条未读');
  });

  it('asks the server while the live channel has said nothing yet', async () => {
    fake.state.rows = [messageOf(1), messageOf(2), messageOf(3, { read: true })];
    storage.set('token', 'test-token');
    await render();
    await settle();
    expect(fake.sentTo('/basics/pc/message/tally')).toHaveLength(1);
    expect(count()?.textContent).toBe('2');
    expect(bell()?.getAttribute('aria-label')).toBe('消息中心，2 条未读');
  });

  it('asks nothing once the session has ended', async () => {
    fake.state.rows = [messageOf(1)];
    await render();
    await settle();
    expect(fake.sentTo('/basics/pc/message/tally')).toHaveLength(0);
    expect(count()).toBeNull();
    expect(bell()?.getAttribute('aria-label')).toBe('消息中心');
  });

  it('shows no figure when everything is read', async () => {
    live.tally = { unread: 0, lastSeq: 5 };
    await render();
    expect(count()).toBeNull();
    expect(bell()?.getAttribute('aria-label')).toBe('消息中心，没有未读消息');
  });

  it('opens the latest messages, marks them all read and hands the new tally to the live channel', async () => {
    fake.state.rows = [
      messageOf(2, { title: '入驻申请已通过', link: '/participants/settled' }),
      messageOf(1, { read: true }),
    ];
    live.tally = { unread: 1, lastSeq: 2 };
    await render('servant');
    await act(async () => bell()?.click());
    // the panel's code loads on the first press (decision 034): wait, as the reader does, for the list it shows
    await vi.waitFor(
      async () => {
        await settle();
        expect(document.querySelectorAll('.message-panel__item')).toHaveLength(2);
      },
      { timeout: 30_000, interval: 50 },
    );
    expect(bell()?.getAttribute('aria-expanded')).toBe('true');
    expect(fake.sentTo('/basics/pc/message/list')[0]?.query).toEqual({
      pageNum: 1,
      pageSize: 5,
      read: 'all',
    });
    const items = [...document.querySelectorAll('.message-panel__item')];
    expect(items.map((item) => item.classList.contains('is-unread'))).toEqual([true, false]);
    expect(items[0]?.querySelector('a')?.getAttribute('href')).toBe('/participants/settled');
    // without a link of its own, a message leads to the area's centre
    expect(items[1]?.querySelector('a')?.getAttribute('href')).toBe('/servant/messages');
    expect(document.querySelector('.message-panel__foot a')?.getAttribute('href')).toBe('/servant/messages');

    await click('全部标为已读');
    expect(fake.sentTo('/basics/pc/message/read').map((call) => call.body)).toEqual([{ all: true }]);
    expect(live.setLiveTally).toHaveBeenCalledWith({ unread: 0, lastSeq: 2 });
  });

  it('closes on Escape and gives the focus back to the bell', async () => {
    live.tally = { unread: 0, lastSeq: 0 };
    await render();
    await act(async () => bell()?.click());
    await settle();
    const panel = document.querySelector<HTMLElement>('.message-panel');
    expect(panel?.getAttribute('role')).toBe('dialog');
    expect(bell()?.getAttribute('aria-controls')).toBe(panel?.id);
    // nothing unread: nothing to mark
    expect(button('全部标为已读')?.disabled).toBe(true);
    await act(async () =>
      panel?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })),
    );
    await settle();
    expect(bell()?.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(bell());
  });
});
