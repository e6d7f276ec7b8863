import {
  AUDIT_STATE_LABELS,
  PRODUCT_CATEGORY_LABELS,
  SERVICE_CATEGORY_LABELS,
  SHELF_KIND_LABELS,
  SHELF_STATE_LABELS,
} from '@rrsp/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { TabularQuery } from '../../../../platform/tabular/columns.ts';
import {
  epochMs,
  type FigureRange,
  type FigureScope,
  periodLabel,
  periodOf,
  periodRows,
  prefecturePrefix,
  withinRange,
} from '../../../../platform/tabular/periods.ts';

/**
 * The marketplace's items as the data centre counts them (issue 22): `i` an item, `t` its tenant, `r` the version
 * the item shows (the listed one, else the working one). Deleted items are gone from the figures of the shelf; the
 * requests and reports made about them still count (includeDeleted).
 */
export const itemConditions = (scope: FigureScope, options: { includeDeleted?: boolean } = {}): SQL => {
  const conditions: SQL[] = [options.includeDeleted ? sql`true` : sql`i.deleted_at IS NULL`];
  if (scope.tenantId) conditions.push(sql`i.tenant_id = ${scope.tenantId}`);
  if (scope.regionCode) conditions.push(sql`t.region_code LIKE ${prefecturePrefix(scope.regionCode)}`);
  if (scope.category) conditions.push(sql`r.category = ${scope.category}`);
  return sql.join(conditions, sql` AND `);
};

/** What an item `i` is joined with: its tenant `t` and the version it shows `r`. */
export const ITEM_JOINS = sql`JOIN tenants t ON t.id = i.tenant_id
  LEFT JOIN shelf_revisions r ON r.id = coalesce(i.listed_revision_id, i.working_revision_id)`;

export const itemsInScope = (scope: FigureScope): SQL =>
  sql`shelf_items i ${ITEM_JOINS} WHERE ${itemConditions(scope)}`;

export const CATEGORY_LABELS: Readonly<Record<string, string>> = {
  ...SERVICE_CATEGORY_LABELS,
  ...PRODUCT_CATEGORY_LABELS,
};

const KIND = { label: '类型', type: 'text', labels: SHELF_KIND_LABELS, width: 8 } as const;

/** How many items stand in each state now (the range does not apply: a state is today's). */
export const shelfStatesQuery = (scope: FigureScope): TabularQuery => ({
  columns: [
    KIND,
    { label: '审核状态', type: 'text', labels: AUDIT_STATE_LABELS, width: 10 },
    { label: '上架状态', type: 'text', labels: SHELF_STATE_LABELS, width: 10 },
    { label: '数量', type: 'number', width: 10 },
  ],
  query: sql`SELECT i.kind, i.audit, i.shelf, count(*)::int FROM ${itemsInScope(scope)} GROUP BY 1, 2, 3`,
  order: sql`ORDER BY 1, 2, 3`,
});

/** Items created in each period of the range, services and products apart. */
export const itemPeriodsQuery = (scope: FigureScope, range: FigureRange): TabularQuery => ({
  columns: [
    { label: '周期', type: 'date' },
    { label: '新增服务', type: 'number' },
    { label: '新增产品', type: 'number' },
  ],
  query: sql`
    SELECT ${periodLabel(range, sql`p.period`)},
      count(*) FILTER (WHERE c.kind = 'service')::int,
      count(*) FILTER (WHERE c.kind = 'product')::int
    FROM (${periodRows(range)}) p
    LEFT JOIN (
      SELECT ${periodOf(range, sql`i.created_at`)} AS period, i.kind
      FROM ${itemsInScope(scope)} AND ${withinRange(range, sql`i.created_at`)}
    ) c ON c.period = p.period
    GROUP BY p.period`,
  order: sql`ORDER BY p.period`,
});

/**
 * Items by their views, most viewed first (views since listing: the platform keeps no daily log of them). The item's
 * id follows the declared columns, for the chart; the exports write only the declared ones.
 */
export const itemViewsQuery = (scope: FigureScope, limit?: number): TabularQuery => ({
  columns: [{ label: '名称', type: 'text', width: 30 }, KIND, { label: '浏览量', type: 'number' }],
  query: sql`
    SELECT coalesce(r.name, '（未命名）'), i.kind, i.views::float8, i.id
    FROM ${itemsInScope(scope)} AND i.views > 0`,
  order: sql`ORDER BY i.views DESC, i.id ${limit ? sql`LIMIT ${limit}` : sql``}`,
});

/** Every item in scope as it stands, newest first. */
export const itemRecordsQuery = (scope: FigureScope): TabularQuery => ({
  columns: [
    { label: '名称', type: 'text', width: 30 },
    KIND,
    { label: '品类', type: 'text', labels: CATEGORY_LABELS, width: 12 },
    { label: '发布主体', type: 'text', width: 30 },
    { label: '审核状态', type: 'text', labels: AUDIT_STATE_LABELS, width: 10 },
    { label: '上架状态', type: 'text', labels: SHELF_STATE_LABELS, width: 10 },
    { label: '浏览量', type: 'number' },
    { label: '创建时间', type: 'datetime' },
    { label: '上架时间', type: 'datetime' },
  ],
  query: sql`
    SELECT coalesce(r.name, '（未命名）'), i.kind, r.category, t.name, i.audit, i.shelf, i.views::float8,
      ${epochMs(sql`i.created_at`)}, ${epochMs(sql`i.listed_at`)}
    FROM ${itemsInScope(scope)}`,
  order: sql`ORDER BY i.created_at DESC, i.id`,
});

/** Views of every item in scope together. */
export const viewTotalQuery = (scope: FigureScope): SQL =>
  sql`SELECT coalesce(sum(i.views), 0)::float8 FROM ${itemsInScope(scope)}`;
