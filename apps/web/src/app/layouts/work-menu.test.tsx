// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { pageOf } from '../../config/paths.ts';
import { renderWithApp } from '../../lib/jsdom-test-support.tsx';
import { WorkMenu, type WorkMenuItem } from './work-menu.tsx';

const Icon = () => <span role="img" aria-label="shop" className="anticon" />;
const Count = () => <sup className="menu-count-badge">2</sup>;

const ITEMS: WorkMenuItem[] = [
  {
    key: 'participants.home',
    spec: pageOf('participants.home'),
    menu: { label: '工作台', icon: <Icon />, order: 0 },
  },
  {
    key: 'participants.product',
    spec: pageOf('participants.product'),
    menu: { label: '产品', icon: <Icon />, order: 1, badge: Count },
  },
];

const linksOf = (screen: HTMLElement) => [...screen.querySelectorAll<HTMLAnchorElement>('nav li > a')];

describe('WorkMenu', () => {
  it('is a named navigation of plain links, the current page marked as such and its icon hidden from names', () => {
    const screen = renderWithApp(
      <WorkMenu
        label="参与主体工作台菜单"
        items={ITEMS}
        current="participants.home"
        selected="participants.home"
        showBadges
      />,
      { router: true },
    );
    expect(screen.querySelector('nav')?.getAttribute('aria-label')).toBe('参与主体工作台菜单');
    const links = linksOf(screen);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/participants',
      '/participants/product',
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual(['page', null]);
    expect(links.map((link) => link.classList.contains('is-selected'))).toEqual([true, false]);
    // the icon's own label (antd icons are role=img) must not join the link's name
    expect(links[0]?.querySelector('[role="img"]')?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.querySelector('[role="menu"], [role="menuitem"], [tabindex="-1"]')).toBeNull();
    expect(links[1]?.textContent).toBe('产品2');
  });

  it('marks the entry above a detail page as the current section, not the current page', () => {
    const screen = renderWithApp(
      <WorkMenu
        label="参与主体工作台菜单"
        items={ITEMS}
        current="participants.productPublish"
        selected="participants.product"
        showBadges
      />,
      { router: true },
    );
    expect(linksOf(screen).map((link) => link.getAttribute('aria-current'))).toEqual([null, 'true']);
  });

  it('shows no counts before access is known', () => {
    const screen = renderWithApp(
      <WorkMenu label="菜单" items={ITEMS} current={undefined} selected={undefined} showBadges={false} />,
      { router: true },
    );
    expect(screen.querySelector('.menu-count-badge')).toBeNull();
    expect(linksOf(screen).map((link) => link.getAttribute('aria-current'))).toEqual([null, null]);
  });
});
