import { COOPERATION_STATE_LABELS, SHELF_KIND_LABELS } from '@rrsp/contract';
import { sql } from 'drizzle-orm';
import { MASK_MOBILE_SQL } from '../../../../platform/masking.ts';
import type { TabularQuery } from '../../../../platform/tabular/columns.ts';
import {
  epochMs,
  type FigureRange,
  type FigureScope,
  periodLabel,
  periodOf,
  periodRows,
  withinRange,
} from '../../../../platform/tabular/periods.ts';
import { ITEM_JOINS, itemConditions } from '../shelf/shelf-figures-queries.ts';

/** Hours from a request to its reply, to one decimal. */
const replyHours = sql`extract(epoch from (c.replied_at - c.created_at)) / 3600`;

const requestsInRange = (scope: FigureScope, range: FigureRange) => sql`
  cooperation_requests c JOIN shelf_items i ON i.id = c.item_id ${ITEM_JOINS}
  WHERE ${itemConditions(scope, { includeDeleted: true })} AND ${withinRange(range, sql`c.created_at`)}`;

/** Requests received in each period, how many were replied to, and the median time to the reply. */
export const cooperationPeriodsQuery = (scope: FigureScope, range: FigureRange): TabularQuery => ({
  columns: [
    { label: '周期', type: 'date' },
    { label: '收到请求', type: 'number' },
    { label: '已回复', type: 'number' },
    { label: '回复用时中位数（小时）', type: 'number', width: 22 },
  ],
  query: sql`
    SELECT ${periodLabel(range, sql`p.period`)}, count(c.created_at)::int, count(c.replied_at)::int,
      round((percentile_cont(0.5) WITHIN GROUP (ORDER BY c.hours))::numeric, 1)::float8
    FROM (${periodRows(range)}) p
    LEFT JOIN (
      SELECT ${periodOf(range, sql`c.created_at`)} AS period, c.created_at, c.replied_at, ${replyHours} AS hours
      FROM ${requestsInRange(scope, range)}
    ) c ON c.period = p.period
    GROUP BY p.period`,
  order: sql`ORDER BY p.period`,
});

/** The whole range's median: not something the periods' medians add up to. */
export const cooperationMedianQuery = (scope: FigureScope, range: FigureRange) =>
  sql`SELECT round((percentile_cont(0.5) WITHIN GROUP (ORDER BY ${replyHours}))::numeric, 1)::float8
    FROM ${requestsInRange(scope, range)}`;

/**
 * The requester's number as the provider may see it: whole once the provider has opened the request (opening is
 * what the cooperation list records), masked before, and always masked in the platform-wide view.
 */
const mobileAsShown = (scope: FigureScope) =>
  scope.maskContacts
    ? sql.raw(MASK_MOBILE_SQL('c.mobile'))
    : sql`CASE WHEN c.read_at IS NULL THEN ${sql.raw(MASK_MOBILE_SQL('c.mobile'))} ELSE c.mobile END`;

/** Every request received in the range, newest first; the platform-wide view masks the requester's number. */
export const cooperationRecordsQuery = (scope: FigureScope, range: FigureRange): TabularQuery => ({
  columns: [
    { label: '收到时间', type: 'datetime' },
    { label: '产品或服务', type: 'text', width: 30 },
    { label: '类型', type: 'text', labels: SHELF_KIND_LABELS, width: 8 },
    { label: '发布主体', type: 'text', width: 30 },
    { label: '联系人', type: 'text', width: 12 },
    { label: '联系电话', type: 'text', width: 14 },
    { label: '合作意向', type: 'text', width: 40 },
    { label: '状态', type: 'text', labels: COOPERATION_STATE_LABELS, width: 8 },
    { label: '回复时间', type: 'datetime' },
    { label: '回复用时（小时）', type: 'number', width: 16 },
  ],
  query: sql`
    SELECT ${epochMs(sql`c.created_at`)}, coalesce(r.name, '（未命名）'), i.kind, t.name, c.name,
      ${mobileAsShown(scope)},
      c.message, c.state, ${epochMs(sql`c.replied_at`)}, round((${replyHours})::numeric, 1)::float8
    FROM ${requestsInRange(scope, range)}`,
  order: sql`ORDER BY c.created_at DESC, c.id`,
});
