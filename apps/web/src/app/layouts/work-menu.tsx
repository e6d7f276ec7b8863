import type { PageKey, PageSpec } from '@rrsp/contract';
import { Suspense } from 'react';
import { Link } from 'react-router';
import type { MenuEntry } from '../route-table.tsx';
import './work-menu.css';

export interface WorkMenuItem {
  key: PageKey;
  spec: PageSpec;
  menu: MenuEntry;
}

/**
 * A work area's left menu: a list of links drawn with antd's inline Menu look (work-menu.css) without its code, which
 * every work page loaded first (docs/decisions/034). Tab reaches each link in turn; there is nothing to open or
 * close, so no roving focus.
 *
 * `selected` is the entry of the page shown or of the nearest page above it (a detail page selects its list), from
 * the route table rather than from the address (入驻 sits under the participants' path in the provider's menu), so
 * the links are plain links with `aria-current` set here, not NavLinks that would match by path.
 */
export const WorkMenu = ({
  label,
  items,
  current,
  selected,
  showBadges,
}: {
  label: string;
  items: WorkMenuItem[];
  /** The page shown now. */
  current: PageKey | undefined;
  /** The entry drawn as chosen: `current` itself, or the nearest page above it that has an entry. */
  selected: PageKey | undefined;
  /** Only once access is known: a badge's figures are for those who may open the page. */
  showBadges: boolean;
}) => (
  <nav className="work-menu" aria-label={label}>
    <ul className="work-menu__list">
      {items.map(({ key, spec, menu }) => {
        const Badge = showBadges ? menu.badge : undefined;
        // the page itself is the current page; the entry above a detail page is the current section
        const ariaCurrent = key !== selected ? undefined : key === current ? 'page' : 'true';
        return (
          <li key={key} className="work-menu__item">
            <Link
              to={spec.path}
              className={ariaCurrent ? 'work-menu__link is-selected' : 'work-menu__link'}
              aria-current={ariaCurrent}
            >
              <span className="work-menu__icon" aria-hidden="true">
                {menu.icon}
              </span>
              <span className="work-menu__label">{menu.label}</span>
              {Badge ? (
                <Suspense fallback={null}>
                  <Badge />
                </Suspense>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  </nav>
);
