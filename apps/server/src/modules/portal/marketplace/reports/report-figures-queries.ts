import { sql } from 'drizzle-orm';
import type { TabularQuery } from '../../../../platform/tabular/columns.ts';
import {
  type FigureRange,
  type FigureScope,
  periodLabel,
  periodOf,
  periodRows,
  withinRange,
} from '../../../../platform/tabular/periods.ts';
import { ITEM_JOINS, itemConditions } from '../shelf/shelf-figures-queries.ts';

/** Reports about the items in scope received in each period, and what came of them so far. */
export const reportPeriodsQuery = (scope: FigureScope, range: FigureRange): TabularQuery => ({
  columns: [
    { label: '周期', type: 'date' },
    { label: '收到举报', type: 'number' },
    { label: '已下架', type: 'number' },
    { label: '不予处理', type: 'number' },
    { label: '待处理', type: 'number' },
  ],
  query: sql`
    SELECT ${periodLabel(range, sql`p.period`)}, count(x.state)::int,
      count(*) FILTER (WHERE x.outcome = 'offShelf')::int,
      count(*) FILTER (WHERE x.outcome = 'dismissed')::int,
      count(*) FILTER (WHERE x.state = 'open')::int
    FROM (${periodRows(range)}) p
    LEFT JOIN (
      SELECT ${periodOf(range, sql`x.created_at`)} AS period, x.state, x.outcome
      FROM shelf_reports x JOIN shelf_items i ON i.id = x.item_id ${ITEM_JOINS}
      WHERE ${itemConditions(scope, { includeDeleted: true })} AND ${withinRange(range, sql`x.created_at`)}
    ) x ON x.period = p.period
    GROUP BY p.period`,
  order: sql`ORDER BY p.period`,
});

/** Reports waiting for an operator now, whenever they came. */
export const openReportsQuery = (scope: FigureScope) =>
  sql`SELECT count(*)::int FROM shelf_reports x JOIN shelf_items i ON i.id = x.item_id ${ITEM_JOINS}
    WHERE ${itemConditions(scope, { includeDeleted: true })} AND x.state = 'open'`;
