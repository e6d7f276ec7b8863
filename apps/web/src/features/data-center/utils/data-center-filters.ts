import { GRANULARITIES, type Granularity } from '@rrsp/contract';
import { isOneOf } from '../../../lib/list-query.ts';
import { defaultChoice, isRangeDay, type RangeChoice } from './date-range.ts';

/**
 * What the data centre shows, kept in the URL query (`?from=&to=&granularity=&tenantId=&regionCode=&category=&export=`)
 * so a reload or a shared link shows the same figures. An address without a range shows the last 30 days; a value a
 * hand-edited address gets wrong is left out, not guessed. A range the contract would refuse is kept (the toolbar
 * says what to change), so the address is never rewritten behind the user's back.
 */
export interface DataCenterFilters extends RangeChoice {
  /** The operators' view only: one tenant, one prefecture, one category. */
  tenantId?: string | undefined;
  regionCode?: string | undefined;
  category?: string | undefined;
  /** The export a 「导出完成」 message points to: its row is shown first. */
  exportId?: string | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A prefecture of Guizhou (市、州), as the contract takes it. */
const PREFECTURE = /^52\d{2}00$/;

const uuidOrNone = (value: string | null) => (value && UUID.test(value) ? value : undefined);

export const parseDataCenterFilters = (params: URLSearchParams, today: string): DataCenterFilters => {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const granularity = params.get('granularity');
  const regionCode = params.get('regionCode') ?? '';
  const category = (params.get('category') ?? '').trim();
  const fallback = defaultChoice(today);
  const range = isRangeDay(from) && isRangeDay(to) ? { from, to } : { from: fallback.from, to: fallback.to };
  return {
    ...range,
    granularity: isOneOf<Granularity>(GRANULARITIES, granularity) ? granularity : fallback.granularity,
    tenantId: uuidOrNone(params.get('tenantId')),
    regionCode: PREFECTURE.test(regionCode) ? regionCode : undefined,
    category: category && category.length <= 40 ? category : undefined,
    exportId: uuidOrNone(params.get('export')),
  };
};

const KEYS = ['from', 'to', 'granularity', 'tenantId', 'regionCode', 'category'] as const;

/** Only what is set is written, in a stable order; the export last, under the page's own parameter name. */
export const serialiseDataCenterFilters = (filters: DataCenterFilters): URLSearchParams => {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.exportId) params.set('export', filters.exportId);
  return params;
};

export type DataCenterFilterChange = Partial<DataCenterFilters>;

export const updateDataCenterFilters = (
  filters: DataCenterFilters,
  change: DataCenterFilterChange,
): DataCenterFilters => ({ ...filters, ...change });

/** Whether any of the operators' narrowing filters is set (重置 is offered then). */
export const isNarrowed = (filters: DataCenterFilters): boolean =>
  Boolean(filters.tenantId || filters.regionCode || filters.category);
