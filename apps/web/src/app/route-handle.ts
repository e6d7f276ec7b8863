import type { PageKey } from '@rrsp/contract';
import { paths, trailOf } from '../config/paths.ts';

export interface Crumb {
  title: string;
  href?: string;
}

/** What each route carries for its layout: the page of the table it shows (or, for the 404, just a title). */
export interface RouteHandle {
  page?: PageKey;
  title?: string;
}

export const isRouteHandle = (value: unknown): value is RouteHandle =>
  typeof value === 'object' && value !== null && ('page' in value || 'title' in value);

const AREA_HOMES = new Set<string>([
  paths.home.path,
  paths.participants.home.path,
  paths.servant.home.path,
  paths.admin.home.path,
]);

/**
 * The breadcrumb trail below the layout's root crumb (首页 or 工作台), from the page table's parents: every crumb
 * links, but the current page.
 */
export const crumbsOf = (handle: RouteHandle): Crumb[] => {
  if (!handle.page) return handle.title ? [{ title: handle.title }] : [];
  return trailOf(handle.page)
    .filter(({ spec }) => !AREA_HOMES.has(spec.path))
    .map(({ spec }, index, all) =>
      index === all.length - 1 ? { title: spec.title } : { title: spec.title, href: spec.path },
    );
};
