import { MESSAGE_KINDS, MESSAGE_READ_FILTERS, type MessageKind } from '@rrsp/contract';
import { isOneOf, parsePage } from '../../../lib/list-query.ts';
import type { MessageListRequest } from '../api/query-keys.ts';

/**
 * The message centre's view kept in the URL query (`?tab=&kind=&read=&page=`), so a reload, a shared link or the
 * link to the settings (`?tab=preferences`) opens the same view. `tab` is the page's own parameter (pages.ts);
 * anything a hand-edited address gets wrong falls back to the default.
 */

export const MESSAGE_TABS = ['list', 'preferences'] as const;
export type MessageTab = (typeof MESSAGE_TABS)[number];
export type ReadFilter = (typeof MESSAGE_READ_FILTERS)[number];

export const MESSAGE_PAGE_SIZE = 10;

export interface MessageFilters {
  tab: MessageTab;
  kind?: MessageKind;
  read: ReadFilter;
  page: number;
}

export const parseMessageFilters = (params: URLSearchParams): MessageFilters => {
  const tab = params.get('tab');
  const filters: MessageFilters = {
    tab: tab === 'preferences' ? 'preferences' : 'list',
    read: 'all',
    page: parsePage(params.get('page')),
  };
  const kind = params.get('kind');
  if (isOneOf(MESSAGE_KINDS, kind)) filters.kind = kind;
  const read = params.get('read');
  if (isOneOf(MESSAGE_READ_FILTERS, read)) filters.read = read;
  return filters;
};

/** Only what differs from the default is written, in a stable order, so links stay short. */
export const serialiseMessageFilters = (filters: MessageFilters): URLSearchParams => {
  const params = new URLSearchParams();
  if (filters.tab !== 'list') params.set('tab', filters.tab);
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.read !== 'all') params.set('read', filters.read);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
};

export type MessageFilterChange =
  | { tab: MessageTab }
  | { kind: MessageKind | undefined }
  | { read: ReadFilter }
  | { page: number }
  | { clear: true };

/** Another tab starts afresh; another filter starts again at page 1; `clear` drops both filters. */
export const updateMessageFilters = (
  filters: MessageFilters,
  change: MessageFilterChange,
): MessageFilters => {
  if ('tab' in change) return { tab: change.tab, read: 'all', page: 1 };
  if ('clear' in change) return { tab: filters.tab, read: 'all', page: 1 };
  if ('kind' in change) {
    const { kind: _dropped, ...rest } = filters;
    return change.kind ? { ...rest, kind: change.kind, page: 1 } : { ...rest, page: 1 };
  }
  if ('read' in change) return { ...filters, read: change.read, page: 1 };
  return { ...filters, page: change.page };
};

/** Whether the list is narrowed at all (its empty state then offers to clear the filters). */
export const isFiltered = (filters: MessageFilters): boolean =>
  filters.kind !== undefined || filters.read !== 'all';

/**
 * The list request. A kind the user's audience does not receive (a hand-edited address) is not asked for: the list
 * shows every kind instead.
 */
export const toMessageQuery = (
  filters: MessageFilters,
  kinds: readonly MessageKind[],
): MessageListRequest => ({
  pageNum: filters.page,
  pageSize: MESSAGE_PAGE_SIZE,
  read: filters.read,
  ...(filters.kind && kinds.includes(filters.kind) ? { kind: filters.kind } : {}),
});
