import { parseListQuery, serialiseListQuery } from '../../../lib/list-query.ts';
import { type ContentKind, isClassId } from './content-kind.ts';

/**
 * The work area's 方案与案例 page keeps its own choices in the URL query, in front of the list's filters
 * (lib/list-query.ts): `?kind=case` for 合作案例 (解决方案 by default), and, in the servant area, `?scope=mine` for
 * 本主体提供的 (全部 by default). Anything else in a hand-edited address means the default.
 */

/** 全部: every published item; mine: what the chosen (servant) tenant provides. */
export type ContentScope = 'all' | 'mine';

export interface ContentView {
  kind: ContentKind;
  scope: ContentScope;
}

/** The parameters the page owns, in the order they are written; the list keeps them when its filters change. */
export const CONTENT_VIEW_PARAMS = ['kind', 'scope'] as const;

export const DEFAULT_CONTENT_VIEW: ContentView = { kind: 'solution', scope: 'all' };

/** `ownScope`: whether the area offers 本主体提供的 at all (the servant area); elsewhere `?scope=mine` is ignored. */
export const parseContentView = (
  params: URLSearchParams,
  { ownScope }: { ownScope: boolean },
): ContentView => ({
  kind: params.get('kind') === 'case' ? 'case' : 'solution',
  scope: ownScope && params.get('scope') === 'mine' ? 'mine' : 'all',
});

/** Only what differs from the default view is written, so the plain page keeps its plain address. */
export const serialiseContentView = (view: ContentView): URLSearchParams => {
  const params = new URLSearchParams();
  if (view.kind !== DEFAULT_CONTENT_VIEW.kind) params.set('kind', view.kind);
  if (view.scope !== DEFAULT_CONTENT_VIEW.scope) params.set('scope', view.scope);
  return params;
};

/** A link to the page showing `view`, e.g. 返回列表 from a case: `/participants/server-solution?kind=case`. */
export const contentViewHref = (path: string, view: Partial<ContentView>): string => {
  const query = serialiseContentView({ ...DEFAULT_CONTENT_VIEW, ...view }).toString();
  return query ? `${path}?${query}` : path;
};

/**
 * The address after switching kind or scope. The keyword stays (looking for 茶 among cases after solutions); a class
 * belongs to one kind, so switching kind drops it, while both scopes share the classes and keep it; either switch
 * starts again at page 1.
 */
export const switchContentView = (
  params: URLSearchParams,
  change: Partial<ContentView>,
  { ownScope }: { ownScope: boolean },
): URLSearchParams => {
  const current = parseContentView(params, { ownScope });
  const next: ContentView = { ...current, ...change };
  if (!ownScope) next.scope = 'all';
  const list = parseListQuery(params, { isCategory: isClassId, dates: false });
  return serialiseListQuery(
    {
      ...(list.keyword ? { keyword: list.keyword } : {}),
      ...(list.category && next.kind === current.kind ? { category: list.category } : {}),
      page: 1,
    },
    serialiseContentView(next),
  );
};
