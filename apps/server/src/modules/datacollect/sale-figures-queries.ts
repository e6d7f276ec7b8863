import { type SQL, sql } from 'drizzle-orm';
import type { TabularQuery } from '../../platform/tabular/columns.ts';
import {
  dayText,
  epochMs,
  type FigureRange,
  type FigureScope,
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

/**
 * Sales the ingest API recorded, as the data centre counts them (issue 22). A sale names its tenant by name (its
 * sender does not know the platform's ids); sales carry no category, so a category filter leaves them as they are.
 */
const salesInScope = (scope: FigureScope): SQL => {
  const conditions: SQL[] = [sql`true`];
  if (scope.tenantName !== undefined) conditions.push(sql`s.tenant_name = ${scope.tenantName}`);
  if (scope.regionCode) {
    conditions.push(
      sql`s.tenant_name IN (SELECT name FROM tenants WHERE region_code LIKE ${prefecturePrefix(scope.regionCode)})`,
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
    SELECT ${dayText(sql`p.period`)}, coalesce(sum(s.amount), 0)::float8, count(s.amount)::int
    FROM (${periodRows(range)}) p
    LEFT JOIN (
      SELECT ${periodOf(range, sql`s.sold_at`)} AS period, s.amount
      FROM ${salesInScope(scope)} AND ${withinRange(range, sql`s.sold_at`)}
    ) s ON s.period = p.period
    GROUP BY p.period ORDER BY p.period`,
});

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
    FROM ${salesInScope(scope)} AND ${withinRange(range, sql`s.sold_at`)}
    ORDER BY s.sold_at DESC, s.id`,
});
