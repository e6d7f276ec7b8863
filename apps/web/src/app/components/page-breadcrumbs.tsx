import { Fragment } from 'react';
import { Link, useMatches } from 'react-router';
import { type Crumb, crumbsOf, isRouteHandle } from '../route-handle.ts';

/**
 * Breadcrumbs from the page table's parents of the matched route, below a root crumb (首页 or 工作台).
 *
 * Plain links in an ordered list, drawn as antd's Breadcrumb is (global.css `.page-breadcrumbs`): antd's component
 * imports Dropdown and Menu for crumbs with menus, which none of ours has, and put them on every page's first load
 * (docs/decisions/016). Its grey also failed contrast on the grey band; these links use the darker secondary text.
 */
export const PageBreadcrumbs = ({ root }: { root: Crumb }) => {
  const matches = useMatches();
  const trail = matches.flatMap((match) => (isRouteHandle(match.handle) ? crumbsOf(match.handle) : []));
  if (trail.length === 0) return null;
  const crumbs = [root, ...trail];
  return (
    <nav aria-label="当前位置" className="page-breadcrumbs">
      <ol className="page-breadcrumbs__list">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <Fragment key={`${crumb.title}:${crumb.href ?? ''}`}>
              {index > 0 ? (
                <li className="page-breadcrumbs__separator" aria-hidden="true">
                  /
                </li>
              ) : null}
              <li className="page-breadcrumbs__item">
                {crumb.href && !last ? (
                  <Link to={crumb.href}>{crumb.title}</Link>
                ) : (
                  <span aria-current={last ? 'page' : undefined}>{crumb.title}</span>
                )}
              </li>
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
};
