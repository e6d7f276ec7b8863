import { type SQL, sql } from 'drizzle-orm';
import type { TabularQuery } from '../../platform/tabular/columns.ts';
import {
  epochMs,
  type FigureRange,
  type FigureScope,
  periodLabel,
  periodOf,
  periodRows,
  prefecturePrefix,
  withinRange,
} from '../../platform/tabular/periods.ts';

export const SALE_CHANNEL_LABELS: Readonly<Record<string, string>> = {
  'sale-room': '展销厅',
  online: '线上',
  offline: '线下',
};

/** Another settled tenant bears the scope's tenant's name: its sales cannot be told apart. */
const nameShared = (scope: FigureScope): SQL =>
  sql`EXISTS (SELECT 1 FROM tenants o WHERE o.name = ${scope.tenantName ?? ''} AND o.status = 'approved'
    AND o.id <> ${scope.tenantId ?? '00000000-0000-0000-0000-000000000000'}::uuid)`;

/**
 * Sales the ingest API recorded, as the data centre counts them (issue 22). A sale names its tenant by name (its
 * sender does not know the platform's ids), so a tenant sees the sales of its name only while no other settled tenant
 * bears it; sales carry no category, so a category filter leaves them as they are.
 */
const salesInScope = (scope: FigureScope): SQL => {
  const conditions: SQL[] = [sql`true`];
  if (scope.tenantName !== undefined) {
    conditions.push(sql`s.tenant_name = ${scope.tenantName}`, sql`NOT ${nameShared(scope)}`);
  }
  if (scope.regionCode) {
    conditions.push(
      sql`s.tenant_name IN (SELECT name FROM tenants WHERE status = 'approved'
        AND region_code LIKE ${prefecturePrefix(scope.regionCode)})`,
    );
  }
  return sql`sale_records s WHERE ${sql.join(conditions, sql` AND `)}`;
};

/** Sales in each period: the amount in yuan and how many. */
export const salePeriodsQuery = (scope: FigureScope, range: FigureRange): TabularQuery => ({
  columns: [
    { label: '周期', type: 'date' },
    { label: '销售额（元）', type: 'number' },
    { label: '销售笔数', type: 'number' },
  ],
  query: sql`
    SELECT ${periodLabel(range, sql`p.period`)}, coalesce(sum(s.amount), 0)::float8, count(s.amount)::int
    FROM (${periodRows(range)}) p
    LEFT JOIN (
      SELECT ${periodOf(range, sql`s.sold_at`)} AS period, s.amount
      FROM ${salesInScope(scope)} AND ${withinRange(range, sql`s.sold_at`)}
    ) s ON s.period = p.period
    GROUP BY p.period`,
  order: sql`ORDER BY p.period`,
});

/** 1 when the scope's tenant shares its name with another settled tenant (its sales are then not shown), else 0. */
export const sharedNameQuery = (scope: FigureScope): SQL =>
  sql`SELECT (${scope.tenantName === undefined ? sql`false` : nameShared(scope)})::int`;

/** When the newest sale in scope was made (epoch milliseconds), or null. */
export const latestSaleQuery = (scope: FigureScope): SQL =>
  sql`SELECT ${epochMs(sql`max(s.sold_at)`)} FROM ${salesInScope(scope)}`;

/** Every sale in the range, newest first. */
export const saleRecordsQuery = (scope: FigureScope, range: FigureRange): TabularQuery => ({
  columns: [
    { label: '销售时间', type: 'datetime' },
    { label: '产品', type: 'text', width: 24 },
    { label: '销售主体', type: 'text', width: 30 },
    { label: '地区', type: 'text', width: 12 },
    { label: '渠道', type: 'text', labels: SALE_CHANNEL_LABELS, width: 8 },
    { label: '金额（元）', type: 'number' },
    { label: '数量', type: 'number' },
    { label: '单位', type: 'text', width: 6 },
    { label: '来源系统', type: 'text', width: 16 },
    { label: '外部编号', type: 'text', width: 24 },
  ],
  query: sql`
    SELECT ${epochMs(sql`s.sold_at`)}, s.product_name, s.tenant_name, s.region_name, s.channel,
      s.amount::float8, s.quantity::float8, s.unit, s.source_app, s.external_id
    FROM ${salesInScope(scope)} AND ${withinRange(range, sql`s.sold_at`)}`,
  order: sql`ORDER BY s.sold_at DESC, s.id`,
});
