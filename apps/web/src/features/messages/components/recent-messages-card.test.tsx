// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentAddress, renderWithApp, settle } from '../../../lib/jsdom-test-support.tsx';
import { createMessagesFake, messageIdOf, messageOf } from '../utils/message-test-support.ts';

/** 最新消息 on the workbench, in jsdom: the endpoints are an in-memory fake. */

const fake = createMessagesFake();
vi.mock('../../../lib/api.ts', () => ({ api: { request: fake.request } }));
vi.mock('../../../lib/live/index.ts', () => ({
  useLiveState: () => ({ tally: null, transport: 'offline' }),
  subscribeLiveEvents: () => () => {},
  setLiveTally: vi.fn(),
}));
const { RecentMessagesCard } = await import('./recent-messages-card.tsx');

afterEach(() => fake.reset());

const render = async () => {
  renderWithApp(<RecentMessagesCard area="servant" />, { router: '/servant' });
  await settle();
  await settle();
};

describe('the latest messages on the workbench', () => {
  it('shows the five newest, the unread ones set apart, and leads to the message centre', async () => {
    fake.state.rows = Array.from({ length: 7 }, (_, index) =>
      messageOf(7 - index, { read: index > 1, link: index === 0 ? '/servant/cooperation' : null }),
    );
    await render();
    expect(fake.sentTo('/basics/pc/message/list')[0]?.query).toEqual({
      pageNum: 1,
      pageSize: 5,
      read: 'all',
    });
    const items = [...document.querySelectorAll('.recent-messages__item')];
    expect(items).toHaveLength(5);
    expect(items.map((item) => item.classList.contains('is-unread'))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    const all = [...document.querySelectorAll('a')].find((link) => link.textContent === '查看全部');
    expect(all?.getAttribute('href')).toBe('/servant/messages');

    await act(async () => items[0]?.querySelector('a')?.click());
    await settle();
    expect(fake.sentTo('/basics/pc/message/read').map((call) => call.body)).toEqual([
      { messageIds: [messageIdOf(7)] },
    ]);
    expect(currentAddress()).toBe('/servant/cooperation');
  });

  it('says what will show up here while there is nothing', async () => {
    await render();
    expect(document.querySelector('.message-empty')?.textContent).toContain('暂无消息');
  });
});
