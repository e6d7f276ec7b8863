import { PAGES, type PageKey, type PageSpec, type PageTable, pageEntries } from '@rrsp/contract';

/**
 * The typed links of the app, derived from the contract's page table (packages/contract/src/pages.ts): every link is
 * built here, e.g. `paths.news.detail.getHref(id)`, `paths[area].service.getHref()`. Detail pages are addressed by
 * query: news by `?newsId=`, everything else by `?id=`.
 */

type HrefOf<S> = S extends { param: { optional: true } }
  ? (value?: string) => string
  : S extends { param: { optional: false } }
    ? (value: string) => string
    : () => string;

export type RoutePath<S extends PageSpec = PageSpec> = S & { key: PageKey; getHref: HrefOf<S> };

type PathTree<T> = {
  readonly [K in keyof T]: T[K] extends PageSpec ? RoutePath<T[K]> : PathTree<T[K]>;
};

const hrefOf =
  (spec: PageSpec) =>
  (value?: string): string =>
    spec.param && value
      ? `${spec.path}?${new URLSearchParams({ [spec.param.name]: value }).toString()}`
      : spec.path;

const withLinks = (node: object, prefix: string): object =>
  Object.fromEntries(
    Object.entries(node).map(([name, value]) => {
      const key = prefix ? `${prefix}.${name}` : name;
      return [
        name,
        typeof (value as PageSpec).path === 'string'
          ? { ...(value as PageSpec), key, getHref: hrefOf(value as PageSpec) }
          : withLinks(value as object, key),
      ];
    }),
  );

export const paths = withLinks(PAGES, '') as PathTree<PageTable>;

export type WorkArea = 'participants' | 'servant';

const byKey = new Map<string, PageSpec>(pageEntries());

/** The page of a dotted key (`news.detail`), for what walks the table: breadcrumbs, menus, guards. */
export const pageOf = (key: PageKey): PageSpec => {
  const spec = byKey.get(key);
  if (!spec) throw new Error(`no page ${key}`);
  return spec;
};

/** The page and the pages above it, the page itself last. */
export const trailOf = (key: PageKey): { key: PageKey; spec: PageSpec }[] => {
  const trail: { key: PageKey; spec: PageSpec }[] = [];
  let current: PageKey | undefined = key;
  while (current && trail.length < 6) {
    const spec = pageOf(current);
    trail.unshift({ key: current, spec });
    current = spec.parent as PageKey | undefined;
  }
  return trail;
};

const byPath = new Map<string, PageSpec>(pageEntries().map(([, spec]) => [spec.path, spec]));

/** The work areas whose home is not public: every path under them belongs to a signed-in user. */
const PROTECTED_AREAS = [paths.participants.home, paths.servant.home, paths.admin.home]
  .filter((home) => home.access !== 'public')
  .map((home) => home.path);

/**
 * Whether a path is for signed-in users only (a sign-out leaves it): a page of the table whose access is not public,
 * or any other path inside a protected work area. A trailing slash is forgiven, as the router forgives it.
 */
export const isProtectedPath = (pathname: string): boolean => {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const spec = byPath.get(path);
  if (spec) return spec.access !== 'public';
  return PROTECTED_AREAS.some((area) => path === area || path.startsWith(`${area}/`));
};
