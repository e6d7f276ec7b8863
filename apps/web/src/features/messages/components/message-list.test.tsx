// @vitest-environment jsdom
import { MESSAGE_KIND_SPECS, MESSAGE_KINDS, type MessageTally } from '@rrsp/contract';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  button,
  click,
  clickOn,
  currentAddress,
  refusal,
  renderWithApp,
  settle,
} from '../../../lib/jsdom-test-support.tsx';
import { createMessagesFake, messageIdOf, messageOf } from '../utils/message-test-support.ts';

/**
 * 全部消息 in jsdom: the real centre, hooks and query client, the address in a memory router; the endpoints are an
 * in-memory fake and the live channel has said nothing, so the figures come from the server.
 */

const fake = createMessagesFake();
const live = vi.hoisted(() => ({ tally: null as MessageTally | null, setLiveTally: vi.fn() }));
vi.mock('../../../lib/api.ts', () => ({ api: { request: fake.request } }));
vi.mock('../../../lib/live/index.ts', () => ({
  useLiveState: () => ({ tally: live.tally, transport: 'offline' }),
  subscribeLiveEvents: () => () => {},
  setLiveTally: live.setLiveTally,
}));
const { MessageCentre } = await import('./message-centre.tsx');

afterEach(() => {
  fake.reset();
  live.tally = null;
});

const USER = { operator: false, user: true };

const render = async (address = '/participants/messages', audience = USER) => {
  renderWithApp(<MessageCentre area="participants" audience={audience} />, { router: address });
  await settle();
  await settle();
};

const titles = () =>
  [...document.querySelectorAll('.message-item')].map((item) => ({
    title: item.querySelector('.message-item__title')?.textContent,
    unread: item.classList.contains('is-unread'),
  }));

const listQueries = () => fake.sentTo('/basics/pc/message/list').map((call) => call.query);
const marks = () => fake.sentTo('/basics/pc/message/read').map((call) => call.body);

describe('the message list', () => {
  it('shows each message with its kind and time, the unread ones marked for sight and for screen readers', async () => {
    fake.state.rows = [
      messageOf(2, { title: '入驻申请已通过', kind: 'settlement.decided' }),
      messageOf(1, { title: '新设备登录', kind: 'security', read: true }),
    ];
    await render();
    expect(titles()).toEqual([
      { title: '未读：入驻申请已通过', unread: true },
      { title: '新设备登录', unread: false },
    ]);
    const first = document.querySelector('.message-item');
    expect(first?.querySelector('.message-kind')?.textContent).toBe('入驻审核结果');
    expect(first?.querySelector('time')?.textContent).toBe('2026-05-01 10:00');
    expect(listQueries()[0]).toEqual({ pageNum: 1, pageSize: 10, read: 'all' });
  });

  it('marks one message read, then all of them, and hands each new tally to the live channel', async () => {
    fake.state.rows = [messageOf(3), messageOf(2), messageOf(1, { read: true })];
    await render();
    // a read message offers no 标为已读
    expect(document.querySelectorAll('.message-item__mark')).toHaveLength(2);

    await act(async () => document.querySelector<HTMLButtonElement>('.message-item__mark')?.click());
    await settle();
    await settle();
    expect(marks()).toEqual([{ messageIds: [messageIdOf(3)] }]);
    expect(live.setLiveTally).toHaveBeenLastCalledWith({ unread: 1, lastSeq: 3 });
    expect(titles().map((row) => row.unread)).toEqual([false, true, false]);

    await click('全部标为已读');
    expect(marks()).toEqual([{ messageIds: [messageIdOf(3)] }, { all: true }]);
    expect(live.setLiveTally).toHaveBeenLastCalledWith({ unread: 0, lastSeq: 3 });
    expect(titles().every((row) => !row.unread)).toBe(true);
    // nothing is left to mark
    expect(button('全部标为已读')?.disabled).toBe(true);
  });

  it('marks an unread message read before following its link', async () => {
    fake.state.rows = [
      messageOf(2, { title: '收到合作申请', link: '/participants/cooperation' }),
      messageOf(1, { title: '成员加入', link: '/participants', read: true }),
    ];
    await render();
    const links = [...document.querySelectorAll<HTMLAnchorElement>('.message-item__view')];
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      '查看详情：收到合作申请',
      '查看详情：成员加入',
    ]);
    await act(async () => links[0]?.click());
    await settle();
    expect(marks()).toEqual([{ messageIds: [messageIdOf(2)] }]);
    expect(currentAddress()).toBe('/participants/cooperation');
  });

  it('follows the link of a read message without marking anything', async () => {
    fake.state.rows = [messageOf(1, { title: '成员加入', link: '/participants', read: true })];
    await render();
    await act(async () => document.querySelector<HTMLAnchorElement>('.message-item__view')?.click());
    await settle();
    expect(marks()).toEqual([]);
    expect(currentAddress()).toBe('/participants');
  });

  it('turns pages ten messages at a time, the page in the address', async () => {
    fake.state.rows = Array.from({ length: 12 }, (_, index) => messageOf(12 - index, { read: true }));
    await render();
    const pager = document.querySelector('nav[aria-label="分页"]');
    expect(pager?.textContent).toContain('共 12 条');
    const second = [...(pager?.querySelectorAll<HTMLElement>('li > button') ?? [])].find(
      (target) => target.textContent === '2',
    );
    await act(async () => second?.click());
    await settle();
    await settle();
    expect(currentAddress()).toBe('/participants/messages?page=2');
    expect(listQueries().at(-1)).toEqual({ pageNum: 2, pageSize: 10, read: 'all' });
    expect(titles().map((row) => row.title)).toEqual(['消息 2', '消息 1']);
  });

  it('disables 全部标为已读 when nothing is unread', async () => {
    fake.state.rows = [messageOf(1, { read: true })];
    await render();
    expect(button('全部标为已读')?.disabled).toBe(true);
  });

  it('asks for the kind and the read state of the address, and offers only the kinds the user receives', async () => {
    fake.state.rows = [messageOf(1, { kind: 'security' })];
    await render('/admin/messages?kind=security&read=unread', { operator: true, user: false });
    expect(listQueries()[0]).toEqual({ pageNum: 1, pageSize: 10, read: 'unread', kind: 'security' });
    // pressed, the filter loads antd's Select (select-field.tsx) and opens it
    const kindFilter = document.querySelector<HTMLElement>('.message-filters__kind');
    act(() => {
      kindFilter?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      kindFilter?.focus();
    });
    for (let tries = 0; tries < 80 && !document.querySelector('.ant-select-item-option'); tries += 1) {
      await settle();
    }
    const options = [...document.querySelectorAll('.ant-select-item-option')].map(
      (option) => option.textContent,
    );
    const operatorKinds = MESSAGE_KINDS.filter(
      (kind) => kind === 'security' || MESSAGE_KIND_SPECS[kind].audience === 'operator',
    );
    expect(options).toEqual(['全部类型', ...operatorKinds.map((kind) => MESSAGE_KIND_SPECS[kind].label)]);
    expect(options).toContain('账号安全提醒');
    expect(options).not.toContain('入驻审核结果');
  });
});

describe('the list when there is nothing to show', () => {
  it('says there are no messages yet', async () => {
    await render();
    expect(document.querySelector('.query-block__empty')?.textContent).toContain('暂无消息');
    expect(button('清除筛选')).toBeUndefined();
  });

  it('promises an operator the console’s reminders, not the portal’s review results', async () => {
    await render('/admin/messages', { operator: true, user: false });
    const empty = document.querySelector('.query-block__empty')?.textContent;
    expect(empty).toContain('待处理的审核事项');
    expect(empty).not.toContain('合作申请');
  });

  it('says nothing matches the filters, and clears them on request', async () => {
    fake.state.rows = [messageOf(1, { read: true })];
    await render('/participants/messages?read=unread&kind=settlement.decided');
    expect(document.querySelector('.query-block__empty')?.textContent).toContain('没有符合条件的消息');
    await click('清除筛选');
    expect(currentAddress()).toBe('/participants/messages');
    expect(titles()).toEqual([{ title: '消息 1', unread: false }]);
  });

  it('has its two tabs as links in the address, and opens 接收设置 in place, its code loaded then', async () => {
    await render('/participants/messages?read=unread');
    const tabs = [...document.querySelectorAll<HTMLAnchorElement>('[role="tablist"] a[role="tab"]')];
    expect(
      tabs.map((tab) => [tab.textContent, tab.getAttribute('href'), tab.getAttribute('aria-selected')]),
    ).toEqual([
      // another tab starts afresh (message-filters.ts): its link drops the list's filters
      ['全部消息', '/participants/messages', 'true'],
      ['接收设置', '/participants/messages?tab=preferences', 'false'],
    ]);
    expect(fake.sentTo('/basics/pc/message/preferences')).toHaveLength(0);
    await clickOn('[role="tab"]', '接收设置');
    expect(currentAddress()).toBe('/participants/messages?tab=preferences');
    await vi.waitFor(
      async () => {
        await settle();
        expect(document.querySelector('[role="tabpanel"]')?.textContent).toContain('短信');
      },
      { timeout: 30_000, interval: 20 },
    );
    expect(fake.sentTo('/basics/pc/message/preferences').length).toBeGreaterThan(0);
  });

  it('says the list failed to load, and loads it again on 重试', async () => {
    fake.state.rows = [messageOf(1)];
    fake.state.failures.set(
      '/basics/pc/message/list',
      refusal('服务暂时不可用', 503, 'INTERNAL', '/basics/pc/message/list'),
    );
    await render();
    await settle();
    expect(document.body.textContent).toContain('消息加载失败');
    fake.state.failures.clear();
    await click('重试');
    await settle();
    expect(titles()).toEqual([{ title: '未读：消息 1', unread: true }]);
  });
});
