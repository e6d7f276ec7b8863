import { COOPERATION_STATES, type CooperationState } from '@rrsp/contract';
import { isOneOf, parsePage } from '../../../lib/list-query.ts';

/**
 * The cooperation page's view kept in the URL query (`?tab=&state=&page=`), so a reload, a shared link or the link in
 * a notice (`?tab=sent`) opens the same view. `tab` is the page's own parameter (pages.ts). Anything a hand-edited
 * address gets wrong falls back to the default.
 */

export const COOPERATION_TABS = ['received', 'sent'] as const;
export type CooperationTab = (typeof COOPERATION_TABS)[number];

export const COOPERATION_PAGE_SIZE = 10;

export interface CooperationFilters {
  /** As the address says it; which tab shows depends on the tenant too (`shownTab`). */
  tab?: CooperationTab;
  state?: CooperationState;
  page: number;
}

export const parseCooperationFilters = (params: URLSearchParams): CooperationFilters => {
  const filters: CooperationFilters = { page: parsePage(params.get('page')) };
  const tab = params.get('tab');
  if (isOneOf(COOPERATION_TABS, tab)) filters.tab = tab;
  const state = params.get('state');
  if (isOneOf(COOPERATION_STATES, state)) filters.state = state;
  return filters;
};

/** Only what is set is written, in a stable order, so links stay short and comparable. */
export const serialiseCooperationFilters = (filters: CooperationFilters): URLSearchParams => {
  const params = new URLSearchParams();
  if (filters.tab) params.set('tab', filters.tab);
  if (filters.state) params.set('state', filters.state);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
};

export type CooperationFilterChange =
  | { tab: CooperationTab }
  | { state: CooperationState | undefined }
  | { page: number };

/**
 * The next view after the user changed something: another tab starts afresh (its states mean other things), another
 * state starts again at page 1.
 */
export const updateCooperationFilters = (
  filters: CooperationFilters,
  change: CooperationFilterChange,
): CooperationFilters => {
  if ('tab' in change) return { tab: change.tab, page: 1 };
  if ('state' in change) {
    const { state: _dropped, ...rest } = filters;
    return change.state ? { ...rest, state: change.state, page: 1 } : { ...rest, page: 1 };
  }
  return { ...filters, page: change.page };
};

/**
 * The tab shown: 收到的申请 only for a tenant that may publish (it received nothing otherwise, and may not ask), and
 * then by default; 我发出的申请 for everyone.
 */
export const shownTab = (filters: CooperationFilters, receives: boolean): CooperationTab =>
  receives ? (filters.tab ?? 'received') : 'sent';

/** The request for either list. */
export const toCooperationQuery = (filters: CooperationFilters) => ({
  pageNum: filters.page,
  pageSize: COOPERATION_PAGE_SIZE,
  ...(filters.state ? { state: filters.state } : {}),
});
