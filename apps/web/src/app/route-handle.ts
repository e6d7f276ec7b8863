export interface Crumb {
  title: string;
  href?: string;
}

/** Data each route carries for its layout: the breadcrumb trail below the area's root. */
export interface RouteHandle {
  crumbs: Crumb[];
}

/** Trail of route table entries; the last one is the current page and gets no link. */
export const crumbsOf = (...entries: ({ path: string; title: string } | Crumb)[]): RouteHandle => ({
  crumbs: entries.map((entry, index) => {
    const isLast = index === entries.length - 1;
    if ('path' in entry) return isLast ? { title: entry.title } : { title: entry.title, href: entry.path };
    return entry;
  }),
});

export const isRouteHandle = (value: unknown): value is RouteHandle =>
  typeof value === 'object' && value !== null && Array.isArray((value as { crumbs?: unknown }).crumbs);
