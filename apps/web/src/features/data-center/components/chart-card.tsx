import { PictureOutlined } from '@ant-design/icons';
import type { Granularity } from '@rrsp/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Empty, Skeleton } from 'antd';
import { type ReactNode, useMemo, useRef } from 'react';
import { LazyAlert } from '../../../components/ui/lazy-alert.tsx';
import { LazyTooltip } from '../../../components/ui/lazy-tooltip.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { withRetryHint } from '../../../lib/retry-hint.ts';
import { screenshotElement } from '../../../lib/screenshot.ts';
import type { DataCenterFigures } from '../api/get-figures.ts';
import type { DataCenterScope, FiguresRequest } from '../api/query-keys.ts';
import { type ChartSpec, withCjkFallbacks } from '../utils/chart-options.ts';
import { pictureFileName, pictureTitle } from '../utils/picture-name.ts';
import { ExportButtons } from './export-buttons.tsx';
import { FigureChart } from './figure-chart.tsx';

export type FiguresQuery = Pick<
  UseQueryResult<DataCenterFigures>,
  'data' | 'error' | 'isPending' | 'isError' | 'isFetching' | 'isPlaceholderData' | 'refetch'
>;

interface ChartCardProps {
  spec: ChartSpec;
  scope: DataCenterScope;
  figures: FiguresQuery;
  range: FiguresRequest;
  /** China's date today: the picture of a chart of how things stand now is dated by it. */
  today: string;
  granularity: Granularity;
  /** Whose figures (a tenant's name, 全平台), for the picture's heading. */
  subject: string;
  /** Under the chart: where its data come from. */
  footer?: ReactNode;
}

const pageFontFamily = () => getComputedStyle(document.body).fontFamily;

/**
 * One chart of the data centre in a card: the chart, or a skeleton while the figures load, a sentence when the range
 * has nothing, an alert with 重试 when they failed; in the header, 保存图片 and the chart's data as CSV or Excel.
 */
export const ChartCard = ({
  spec,
  scope,
  figures,
  range,
  today,
  granularity,
  subject,
  footer,
}: ChartCardProps) => {
  const captureRef = useRef<HTMLDivElement>(null);
  const data = figures.data;
  const empty = data ? spec.isEmpty(data) : true;
  const model = useMemo(
    () => (data && !spec.isEmpty(data) ? spec.chart({ figures: data, granularity }) : null),
    [data, spec, granularity],
  );
  // read once the chart is drawn (never on the server, where there is no page)
  const hasModel = model !== null;
  const fontFamily = useMemo(() => (hasModel ? withCjkFallbacks(pageFontFamily()) : ''), [hasModel]);
  const drawn = !figures.isError && model !== null;

  const save = () => {
    const picture = { title: spec.title, subject, range, asOf: spec.current ? today : undefined };
    return screenshotElement(captureRef.current, {
      fileName: pictureFileName(picture),
      title: pictureTitle(picture),
      download: true,
    }).catch(() => {
      // the helper has said what went wrong
    });
  };

  let body: ReactNode;
  if (figures.isPending) {
    body = (
      <div aria-busy="true">
        <span className="visually-hidden">正在加载{spec.title}…</span>
        <Skeleton active title={false} paragraph={{ rows: 6 }} />
      </div>
    );
  } else if (figures.isError || !data) {
    const reason = figures.error instanceof Error ? figures.error.message : '';
    body = (
      <LazyAlert
        type="error"
        showIcon
        title={`${spec.title}加载失败`}
        description={withRetryHint(reason)}
        action={
          <Button size="small" loading={figures.isFetching} onClick={() => void figures.refetch()}>
            重试
          </Button>
        }
      />
    );
  } else if (empty || !model) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={spec.emptyText} />;
  } else {
    body = (
      <FigureChart model={model} label={`${spec.title}图表：${spec.summary(data)}`} fontFamily={fontFamily} />
    );
  }

  return (
    <Panel
      className={figures.isPlaceholderData ? 'data-chart is-stale' : 'data-chart'}
      title={spec.title}
      extra={
        <div className="data-chart__actions">
          <LazyTooltip title="保存图片">
            <Button
              type="text"
              icon={<PictureOutlined aria-hidden="true" />}
              aria-label={`保存图片：${spec.title}`}
              disabled={!drawn}
              onClick={save}
            />
          </LazyTooltip>
          <ExportButtons compact scope={scope} range={range} dataset={spec.dataset} name={spec.title} />
        </div>
      }
    >
      <div ref={captureRef} className="data-chart__body">
        {body}
      </div>
      {footer ? <div className="data-chart__footer">{footer}</div> : null}
    </Panel>
  );
};
