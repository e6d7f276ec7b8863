import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import './list-tabs.css';

export interface ListTab {
  key: string;
  label: ReactNode;
  /** The address of the list under this tab: the tab is a real link (crawlable, opens in a new tab). */
  href?: string;
}

interface ListTabsProps {
  tabs: readonly ListTab[];
  activeKey: string;
  onChange: (key: string) => void;
  className?: string;
  'aria-label'?: string;
  /** The active tab's content, in its tab panel; none: the tabs switch what follows them. */
  children?: ReactNode;
  /** `card`: antd's card Tabs (bordered tabs, the active one white), for kinds above a list's own tabs. */
  variant?: 'line' | 'card';
}

/** A modified click (new tab, new window) is the browser's; a plain one switches the tab in place. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The tab a key moves the focus to, among `count` tabs from `index` (the arrows wrap round, as antd's do). */
const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * A list's tabs (categories, kinds), drawn as antd's line Tabs look (list-tabs.css) without antd's Tabs: those import
 * a dropdown and a menu for their overflow, 23 KiB on every list (docs/decisions/034). A tablist with one tab in the
 * tab order (the active one): the arrows, Home and End move the focus, Enter or Space opens the focused tab. A tab
 * with an address is a link, so a click before the page is hydrated still opens the right list. What does not fit
 * a phone's width scrolls sideways.
 */
export const ListTabs = ({
  tabs,
  activeKey,
  onChange,
  className,
  'aria-label': label,
  children,
  variant = 'line',
}: ListTabsProps) => {
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (key: string) => `${id}-tab-${key}`;
  const panelId = `${id}-panel`;
  const hasPanel = children !== undefined;
  // A key no tab has (a class from a link, before the classes have arrived): the first tab takes the focus instead.
  const activeShown = tabs.some((tab) => tab.key === activeKey);
  const focusKey = activeShown ? activeKey : tabs[0]?.key;

  // The active tab is in view when the bar scrolls sideways (a phone, a category chosen by a link).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the active tab is found in the bar each time the key changes.
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    const start = active.offsetLeft - list.offsetLeft;
    if (start < list.scrollLeft || start + active.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = start - (list.clientWidth - active.offsetWidth) / 2;
    }
  }, [activeKey]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
    const index = all.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    if (event.key === ' ') {
      // a link opens with Enter only; a tab opens with Space too
      event.preventDefault();
      all[index]?.click();
      return;
    }
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    all[move(index, all.length)]?.focus();
  };

  return (
    <div
      className={['list-tabs-bar', variant === 'card' ? 'list-tabs-bar--card' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
    >
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        className="list-tabs-bar__list"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const active = tab.key === activeKey;
          const common = {
            id: tabId(tab.key),
            role: 'tab',
            'aria-selected': active,
            'aria-controls': hasPanel && active ? panelId : undefined,
            tabIndex: tab.key === focusKey ? 0 : -1,
            className: active ? 'list-tabs-bar__tab is-active' : 'list-tabs-bar__tab',
          } as const;
          return tab.href ? (
            <a
              key={tab.key}
              {...common}
              href={tab.href}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                if (!active) onChange(tab.key);
              }}
            >
              {tab.label}
            </a>
          ) : (
            <button
              key={tab.key}
              type="button"
              {...common}
              onClick={() => {
                if (!active) onChange(tab.key);
              }}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {hasPanel ? (
        <div
          role="tabpanel"
          id={panelId}
          aria-labelledby={activeShown ? tabId(activeKey) : undefined}
          className="list-tabs-bar__panel"
        >
          {children}
        </div>
      ) : null}
    </div>
  );
};
