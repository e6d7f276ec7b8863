import type { Figures } from '@rrsp/contract';
import type pg from 'pg';
import { type Cell, orderedQuery } from '../../../platform/tabular/columns.ts';
import { inSnapshot } from '../../../platform/tabular/cursor-rows.ts';
import type { FigureRange, FigureScope } from '../../../platform/tabular/periods.ts';
import { latestSaleQuery, sharedNameQuery } from '../../datacollect/public.ts';
import {
  cooperationMedianQuery,
  itemViewsQuery,
  openReportsQuery,
  viewTotalQuery,
} from '../marketplace/public.ts';
import { datasetQuery } from './datasets.ts';

const TOP_ITEMS = 10;

const num = (cell: Cell | undefined): number => (typeof cell === 'number' ? cell : Number(cell ?? 0));
const text = (cell: Cell | undefined): string => (cell === null || cell === undefined ? '' : String(cell));
const numberOrNull = (cell: Cell | undefined): number | null => (typeof cell === 'number' ? cell : null);
const sum = (values: number[]) => Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100;

/**
 * The data centre's figures for a scope and a range (issue 22): every chart's series from the same queries its export
 * uses, read on one connection in one snapshot, so the figures of one page agree with each other.
 */
export const readFigures = (pool: pg.Pool, scope: FigureScope, range: FigureRange): Promise<Figures> =>
  inSnapshot(pool, async (read) => {
    const states = await read(orderedQuery(datasetQuery('shelf-states', scope, range)));
    const created = await read(orderedQuery(datasetQuery('item-periods', scope, range)));
    const top = await read(orderedQuery(itemViewsQuery(scope, TOP_ITEMS)));
    const [viewTotal] = await read(viewTotalQuery(scope));
    const cooperation = await read(orderedQuery(datasetQuery('cooperation-periods', scope, range)));
    const [median] = await read(cooperationMedianQuery(scope, range));
    const reports = await read(orderedQuery(datasetQuery('report-periods', scope, range)));
    const [open] = await read(openReportsQuery(scope));
    const sales = await read(orderedQuery(datasetQuery('sales-periods', scope, range)));
    const [latestSale] = await read(latestSaleQuery(scope));
    const [shared] = await read(sharedNameQuery(scope));

    const latest = numberOrNull(latestSale?.[0]);
    return {
      periods: created.map((row) => text(row[0])),
      shelf: {
        byState: states.map((row) => ({
          kind: text(row[0]) as 'service' | 'product',
          audit: text(row[1]) as 'draft' | 'pending' | 'approved' | 'rejected',
          shelf: text(row[2]) as 'none' | 'on' | 'off',
          count: num(row[3]),
        })),
        created: created.map((row) => ({
          period: text(row[0]),
          services: num(row[1]),
          products: num(row[2]),
        })),
      },
      views: {
        top: top.map((row) => ({
          name: text(row[0]),
          kind: text(row[1]) as 'service' | 'product',
          views: num(row[2]),
          itemId: text(row[3]),
        })),
        total: num(viewTotal?.[0]),
      },
      cooperation: {
        periods: cooperation.map((row) => ({
          period: text(row[0]),
          received: num(row[1]),
          replied: num(row[2]),
          medianReplyHours: numberOrNull(row[3]),
        })),
        received: sum(cooperation.map((row) => num(row[1]))),
        replied: sum(cooperation.map((row) => num(row[2]))),
        medianReplyHours: numberOrNull(median?.[0]),
      },
      reports: {
        periods: reports.map((row) => ({
          period: text(row[0]),
          received: num(row[1]),
          upheld: num(row[2]),
          dismissed: num(row[3]),
        })),
        received: sum(reports.map((row) => num(row[1]))),
        open: num(open?.[0]),
      },
      sales: {
        periods: sales.map((row) => ({ period: text(row[0]), amount: num(row[1]), count: num(row[2]) })),
        amount: sum(sales.map((row) => num(row[1]))),
        count: sum(sales.map((row) => num(row[2]))),
        latestSaleAt: latest === null ? null : new Date(latest).toISOString(),
        categoryIgnored: Boolean(scope.category),
        nameShared: num(shared?.[0]) === 1,
      },
    };
  });
