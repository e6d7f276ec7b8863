import { EXPORT_DATASET_LABELS, type ExportDataset, GRANULARITY_LABELS } from '@rrsp/contract';
import type { TabularQuery } from '../../../platform/tabular/columns.ts';
import type { FigureRange, FigureScope } from '../../../platform/tabular/periods.ts';
import { salePeriodsQuery, saleRecordsQuery } from '../../datacollect/public.ts';
import {
  cooperationPeriodsQuery,
  cooperationRecordsQuery,
  itemPeriodsQuery,
  itemRecordsQuery,
  itemViewsQuery,
  reportPeriodsQuery,
  shelfStatesQuery,
} from '../marketplace/public.ts';

/** Datasets that describe today (states, views, the items as they stand): the chosen range does not narrow them. */
const CURRENT: ReadonlySet<ExportDataset> = new Set(['shelf-states', 'item-views', 'item-records']);

/** Each chart's data and each list of records, for a scope and a range: the one definition charts and exports share. */
export const datasetQuery = (
  dataset: ExportDataset,
  scope: FigureScope,
  range: FigureRange,
): TabularQuery => {
  switch (dataset) {
    case 'shelf-states':
      return shelfStatesQuery(scope);
    case 'item-periods':
      return itemPeriodsQuery(scope, range);
    case 'item-views':
      return itemViewsQuery(scope);
    case 'cooperation-periods':
      return cooperationPeriodsQuery(scope, range);
    case 'report-periods':
      return reportPeriodsQuery(scope, range);
    case 'sales-periods':
      return salePeriodsQuery(scope, range);
    case 'item-records':
      return itemRecordsQuery(scope);
    case 'cooperation-records':
      return cooperationRecordsQuery(scope, range);
    case 'sales-records':
      return saleRecordsQuery(scope, range);
  }
};

/** What the export covers, in words: its range (or 当前全部) and the filters. */
export const describeExport = (dataset: ExportDataset, range: FigureRange, filters: string[]): string => {
  const span = CURRENT.has(dataset)
    ? '当前全部'
    : `${range.from} 至 ${range.to}${dataset.endsWith('-periods') ? ` · ${GRANULARITY_LABELS[range.granularity]}` : ''}`;
  return [span, ...filters].join(' · ');
};

/** 销售明细-2026-10-28至2026-11-26.xlsx; a dataset of today is named by today. */
export const exportFileName = (
  dataset: ExportDataset,
  range: FigureRange,
  extension: string,
  today: string,
) =>
  CURRENT.has(dataset)
    ? `${EXPORT_DATASET_LABELS[dataset]}-${today}.${extension}`
    : `${EXPORT_DATASET_LABELS[dataset]}-${range.from}至${range.to}.${extension}`;
