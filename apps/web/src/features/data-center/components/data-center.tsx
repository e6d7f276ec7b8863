import type { ExportDataset } from '@rrsp/contract';
import { Empty } from 'antd';
import { useMemo } from 'react';
import { Panel } from '../../../components/ui/panel.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { type DataCenterFigures, type PlatformFigures, useFigures } from '../api/get-figures.ts';
import type { DataCenterScope, FiguresRequest } from '../api/query-keys.ts';
import { useDataCenterFilters } from '../hooks/use-data-center-filters.ts';
import { useExportLiveUpdates } from '../hooks/use-export-live-updates.ts';
import {
  type ChartSpec,
  cooperationChart,
  createdItemsChart,
  reportsChart,
  salesChart,
  shelfStatesChart,
  viewsChart,
} from '../utils/chart-options.ts';
import type { DataCenterFilters } from '../utils/data-center-filters.ts';
import { rangeProblem } from '../utils/date-range.ts';
import { ChartCard } from './chart-card.tsx';
import { ExportsCard } from './exports-card.tsx';
import { FiguresSummary } from './figures-summary.tsx';
import { PlatformFilters } from './platform-filters.tsx';
import { RangeToolbar } from './range-toolbar.tsx';
import './data-center.css';

const CHARTS: readonly ChartSpec[] = [
  shelfStatesChart,
  createdItemsChart,
  viewsChart,
  cooperationChart,
  reportsChart,
  salesChart,
];

const requestOf = (scope: DataCenterScope, filters: DataCenterFilters): FiguresRequest => {
  const { from, to, granularity } = filters;
  if (scope === 'tenant') return { from, to, granularity };
  return {
    from,
    to,
    granularity,
    ...(filters.tenantId ? { tenantId: filters.tenantId } : {}),
    ...(filters.regionCode ? { regionCode: filters.regionCode } : {}),
    ...(filters.category ? { category: filters.category } : {}),
  };
};

const optionsOf = (data: DataCenterFigures | undefined): PlatformFigures['options'] | undefined =>
  data && 'options' in data ? data.options : undefined;

/** Whose figures the page shows, in words (the pictures' headings). */
const subjectOf = (
  scope: DataCenterScope,
  filters: DataCenterFilters,
  data: DataCenterFigures | undefined,
) => {
  if (!data) return '';
  if ('tenantName' in data) return data.tenantName;
  const options = optionsOf(data);
  const parts = [
    filters.tenantId
      ? options?.tenants.find((tenant) => tenant.tenantId === filters.tenantId)?.name
      : undefined,
    filters.regionCode
      ? options?.regions.find((region) => region.code === filters.regionCode)?.name
      : undefined,
    filters.category
      ? options?.categories.find((category) => category.code === filters.category)?.name
      : undefined,
  ].filter(Boolean);
  return scope === 'platform' && parts.length === 0 ? '全平台' : parts.join(' · ');
};

/** Where the sales figures come from, under the sales chart. */
const SalesSource = ({ sales }: { sales: DataCenterFigures['sales'] }) => (
  <>
    <p className="data-chart__note">
      {sales.latestSaleAt
        ? `数据来源：外部系统经数据接入接口推送，最近一笔销售发生于 ${formatDateTime(sales.latestSaleAt)}`
        : '暂无外部系统推送的销售数据'}
    </p>
    {sales.categoryIgnored ? <p className="data-chart__note">销售数据不区分品类，未按品类筛选</p> : null}
    {sales.nameShared ? (
      <p className="data-chart__note">
        另有已入驻主体与本主体同名，外部系统按主体名称推送的销售数据无法区分归属，暂不计入；如需核对请联系平台运营。
      </p>
    ) : null}
  </>
);

/**
 * 数据中心 (issue 22): the figures of a date range as headline figures and six charts, each savable as a picture and
 * downloadable as CSV or Excel, and the exports made. `tenant` shows the chosen tenant's own figures; `platform` the
 * whole platform's, narrowed by tenant, prefecture and category, for operators.
 */
export const DataCenter = ({
  scope,
  withheld = {},
}: {
  scope: DataCenterScope;
  /** Record exports this user may not make, each with why (said in place of its buttons). */
  withheld?: Partial<Record<ExportDataset, string>>;
}) => {
  const { filters, update, today } = useDataCenterFilters();
  const problem = rangeProblem(filters);
  const ready = problem === null;
  const request = useMemo(() => requestOf(scope, filters), [scope, filters]);
  const figures = useFigures(scope, request, { enabled: ready });
  useExportLiveUpdates();
  const subject = subjectOf(scope, filters, figures.data);

  return (
    <div className="data-center">
      <Panel className="data-toolbar-card">
        <RangeToolbar filters={filters} today={today} onChange={update}>
          {scope === 'platform' ? (
            <PlatformFilters filters={filters} options={optionsOf(figures.data)} onChange={update} />
          ) : null}
        </RangeToolbar>
      </Panel>
      {ready ? (
        <>
          <FiguresSummary figures={figures} />
          <div className="data-charts">
            {CHARTS.map((spec) => (
              <ChartCard
                key={spec.title}
                spec={spec}
                scope={scope}
                figures={figures}
                range={request}
                today={today}
                granularity={filters.granularity}
                subject={subject}
                footer={
                  spec === salesChart && figures.data ? (
                    <SalesSource sales={figures.data.sales} />
                  ) : spec.current ? (
                    <p className="data-chart__note">{spec.current.note}</p>
                  ) : null
                }
              />
            ))}
          </div>
        </>
      ) : (
        <Panel>
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description="按上方的提示调整日期范围或统计粒度后，这里会显示数据概览和图表。"
          />
        </Panel>
      )}
      <ExportsCard
        scope={scope}
        range={request}
        ready={ready}
        focusId={filters.exportId}
        onClearFocus={() => update({ exportId: undefined })}
        withheld={withheld}
      />
    </div>
  );
};
