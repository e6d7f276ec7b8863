import { Breadcrumb } from 'antd';
import { Link, useMatches } from 'react-router';
import { type Crumb, crumbsOf, isRouteHandle } from '../route-handle.ts';

/** Breadcrumbs from the page table's parents of the matched route, below a root crumb (首页 or 工作台). */
export const PageBreadcrumbs = ({ root }: { root: Crumb }) => {
  const matches = useMatches();
  const trail = matches.flatMap((match) => (isRouteHandle(match.handle) ? crumbsOf(match.handle) : []));
  if (trail.length === 0) return null;
  const items = [root, ...trail].map((crumb, index, all) => ({
    key: `${index}-${crumb.title}`,
    title:
      crumb.href && index < all.length - 1 ? (
        <Link to={crumb.href}>{crumb.title}</Link>
      ) : (
        <span aria-current={index === all.length - 1 ? 'page' : undefined}>{crumb.title}</span>
      ),
  }));
  return (
    <nav aria-label="当前位置" className="page-breadcrumbs">
      <Breadcrumb items={items} />
    </nav>
  );
};
