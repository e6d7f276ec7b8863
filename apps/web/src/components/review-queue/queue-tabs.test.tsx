// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../lib/jsdom-test-support.tsx';
import { QueueTabs } from './queue-tabs.tsx';

const TABS = [
  { key: 'pending', label: '待审核', count: 3, href: '/admin/shelf' },
  { key: 'approved', label: '已通过', count: 12, href: '/admin/shelf?view=approved' },
];

describe('QueueTabs', () => {
  it('draws each state as a tab with its count, a link to its queue, and the toggle outside the tablist', () => {
    const onToggle = vi.fn();
    const screen = renderWithApp(
      <QueueTabs
        tabs={TABS}
        activeKey="pending"
        onChange={() => {}}
        overdue={{ count: 2, active: false, onToggle, label: (count) => `等待超过 3 天 ${count} 项` }}
      />,
    );
    const list = screen.querySelector('[role="tablist"]');
    expect(list?.getAttribute('aria-label')).toBe('审核状态');
    const tabs = [...(list?.querySelectorAll<HTMLAnchorElement>('a[role="tab"]') ?? [])];
    expect(
      tabs.map((tab) => [tab.textContent, tab.getAttribute('href'), tab.getAttribute('aria-selected')]),
    ).toEqual([
      ['待审核3', '/admin/shelf', 'true'],
      ['已通过12', '/admin/shelf?view=approved', 'false'],
    ]);
    const toggle = screen.querySelector<HTMLButtonElement>('button[aria-pressed]');
    expect(toggle?.textContent).toContain('等待超过 3 天 2 项');
    expect(list?.contains(toggle ?? null)).toBe(false);
  });

  it('leaves the count out until the counts arrive, and the toggle out while nothing waits too long', () => {
    const screen = renderWithApp(
      <QueueTabs
        tabs={TABS.map((tab) => ({ ...tab, count: undefined }))}
        activeKey="approved"
        onChange={() => {}}
        overdue={{ count: 0, active: false, onToggle: () => {}, label: () => '' }}
      />,
    );
    expect([...screen.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent)).toEqual([
      '待审核',
      '已通过',
    ]);
    expect(screen.querySelector('button[aria-pressed]')).toBeNull();
  });
});
