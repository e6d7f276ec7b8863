// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../lib/jsdom-test-support.tsx';
import { ListTabs } from './list-tabs.tsx';

const TABS = [
  { key: 'all', label: '全部', href: '/list' },
  { key: 'policy', label: '政策解读', href: '/list?category=policy' },
  { key: 'notice', label: '通知公告', href: '/list?category=notice' },
];

const press = (key: string) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  act(() => {
    document.activeElement?.dispatchEvent(event);
  });
  return event;
};

const tabsOf = (screen: HTMLElement) => [...screen.querySelectorAll<HTMLElement>('[role="tab"]')];

describe('ListTabs', () => {
  it('is a tablist whose active tab is selected, alone in the tab order, and names the panel', () => {
    const screen = renderWithApp(
      <ListTabs tabs={TABS} activeKey="policy" onChange={() => {}} aria-label="资讯栏目">
        <p>列表</p>
      </ListTabs>,
    );
    expect(screen.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe('资讯栏目');
    const tabs = tabsOf(screen);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual(TABS.map((tab) => tab.href));
    const panel = screen.querySelector('[role="tabpanel"]');
    expect(panel?.textContent).toBe('列表');
    expect(panel?.getAttribute('aria-labelledby')).toBe(tabs[1]?.id);
    expect(tabs[1]?.getAttribute('aria-controls')).toBe(panel?.id);
  });

  it('moves the focus with the arrows (round), Home and End, and opens the focused tab with Space', () => {
    const onChange = vi.fn();
    const screen = renderWithApp(<ListTabs tabs={TABS} activeKey="all" onChange={onChange} />);
    const tabs = tabsOf(screen);
    act(() => tabs[0]?.focus());
    expect(press('ArrowRight').defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(tabs[1]);
    press('End');
    expect(document.activeElement).toBe(tabs[2]);
    press('ArrowRight');
    expect(document.activeElement).toBe(tabs[0]);
    press('ArrowLeft');
    expect(document.activeElement).toBe(tabs[2]);
    press('Home');
    expect(document.activeElement).toBe(tabs[0]);
    expect(onChange).not.toHaveBeenCalled();
    press('ArrowRight');
    expect(press(' ').defaultPrevented).toBe(true);
    expect(onChange).toHaveBeenCalledWith('policy');
  });

  it('switches in place on a plain click and leaves a modified click (a new tab) to the browser', () => {
    const onChange = vi.fn();
    const screen = renderWithApp(<ListTabs tabs={TABS} activeKey="all" onChange={onChange} />);
    const notice = tabsOf(screen)[2] as HTMLElement;
    // tells whether the page kept the click; the default is then prevented anyway (jsdom does not follow links)
    const click = (init: MouseEventInit) => {
      let kept = false;
      const stopNavigation = (event: Event) => {
        kept = event.defaultPrevented;
        event.preventDefault();
      };
      window.addEventListener('click', stopNavigation);
      act(() => {
        notice.dispatchEvent(
          new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }),
        );
      });
      window.removeEventListener('click', stopNavigation);
      return { defaultPrevented: kept };
    };
    expect(click({ metaKey: true }).defaultPrevented).toBe(false);
    expect(onChange).not.toHaveBeenCalled();
    expect(click({}).defaultPrevented).toBe(true);
    expect(onChange).toHaveBeenCalledWith('notice');
  });

  it('puts the first tab in the tab order when no tab has the active key (a class the tabs do not list yet)', () => {
    const screen = renderWithApp(
      <ListTabs tabs={TABS.map(({ key, label }) => ({ key, label }))} activeKey="unknown" onChange={() => {}}>
        <p>列表</p>
      </ListTabs>,
    );
    const tabs = tabsOf(screen);
    expect(tabs.every((tab) => tab.tagName === 'BUTTON')).toBe(true);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    expect(screen.querySelector('[role="tabpanel"]')?.hasAttribute('aria-labelledby')).toBe(false);
  });
});
