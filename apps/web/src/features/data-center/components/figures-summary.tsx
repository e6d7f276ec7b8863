import type { Figures } from '@rrsp/contract';
import { Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { LazyAlert } from '../../../components/ui/lazy-alert.tsx';
import { formatCount, formatYuan } from '../../../lib/format.ts';
import { withRetryHint } from '../../../lib/retry-hint.ts';
import { countByState, formatHours } from '../utils/chart-options.ts';
import type { FiguresQuery } from './chart-card.tsx';

interface Figure {
  key: string;
  label: string;
  value: string;
  unit?: string;
  notes: ReactNode[];
}

/** The row of headline figures of the range, in the order of the charts below. */
export const summaryFigures = (figures: Figures): Figure[] => {
  const listed = countByState(figures.shelf.byState).listed;
  const { cooperation, reports, sales, views } = figures;
  return [
    {
      key: 'listed',
      label: '已上架产品/服务',
      value: formatCount(listed.product + listed.service),
      unit: '个',
      notes: [`产品 ${formatCount(listed.product)} · 服务 ${formatCount(listed.service)}`],
    },
    {
      key: 'views',
      label: '累计浏览',
      value: formatCount(views.total),
      unit: '次',
      notes: ['自上架以来累计，不随日期范围变化'],
    },
    {
      key: 'cooperation',
      label: '合作请求',
      value: formatCount(cooperation.received),
      unit: '个',
      notes: [
        `已回复 ${formatCount(cooperation.replied)}`,
        cooperation.medianReplyHours === null
          ? '中位响应时长 —'
          : `中位响应时长 ${formatHours(cooperation.medianReplyHours)} 小时`,
      ],
    },
    {
      key: 'reports',
      label: '举报',
      value: formatCount(reports.received),
      unit: '件',
      notes: [`待处理 ${formatCount(reports.open)}`],
    },
    {
      key: 'sales',
      label: '销售额',
      value: formatYuan(sales.amount),
      notes: [`共 ${formatCount(sales.count)} 笔`],
    },
  ];
};

/** 数据概览: skeletons while the figures load, an alert with 重试 when they failed. */
export const FiguresSummary = ({ figures }: { figures: FiguresQuery }) => {
  if (figures.isPending) {
    return (
      <section className="data-summary" aria-label="数据概览" aria-busy="true">
        {[0, 1, 2, 3, 4].map((index) => (
          <div key={index} className="data-summary__card">
            <Skeleton active title={false} paragraph={{ rows: 2 }} />
          </div>
        ))}
      </section>
    );
  }
  if (figures.isError || !figures.data) {
    const reason = figures.error instanceof Error ? figures.error.message : '';
    return (
      <LazyAlert
        type="error"
        showIcon
        title="数据加载失败"
        description={withRetryHint(reason)}
        action={
          <Button size="small" loading={figures.isFetching} onClick={() => void figures.refetch()}>
            重试
          </Button>
        }
      />
    );
  }
  return (
    <section
      className={figures.isPlaceholderData ? 'data-summary is-stale' : 'data-summary'}
      aria-label="数据概览"
    >
      {summaryFigures(figures.data).map((figure) => (
        <div key={figure.key} className="data-summary__card" data-testid={`figure-${figure.key}`}>
          <p className="data-summary__label">{figure.label}</p>
          <p className="data-summary__value">
            {figure.value}
            {figure.unit ? <span className="data-summary__unit">{figure.unit}</span> : null}
          </p>
          {figure.notes.map((note) => (
            <p key={String(note)} className="data-summary__note">
              {note}
            </p>
          ))}
        </div>
      ))}
    </section>
  );
};
