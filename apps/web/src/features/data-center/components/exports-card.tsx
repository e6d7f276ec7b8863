import { EXPORT_DATASET_LABELS, EXPORT_IMMEDIATE_ROWS, type ExportDataset } from '@rrsp/contract';
import { Skeleton } from 'antd';
import { Suspense, useRef, useState } from 'react';
import { lazyPart } from '../../../components/ui/load-when-shown.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { useInView } from '../../../hooks/use-in-view.ts';
import { formatCount } from '../../../lib/format.ts';
import { useLiveState } from '../../../lib/live/index.ts';
import { useDownloadExport } from '../api/get-export-link.ts';
import { useExports } from '../api/list-exports.ts';
import type { DataCenterScope, FiguresRequest } from '../api/query-keys.ts';
import { ExportButtons } from './export-buttons.tsx';

/**
 * The list of exports and the notice of a message's export (antd's Progress with its Tooltip, Tag, Alert, the table's
 * pager: about 12 KiB served) load when the card comes near the screen, below the six charts, or at once when a
 * message pointed to an export (docs/decisions/034).
 */
const loadList = () => import('./export-list.tsx');
const ExportList = lazyPart(async () => (await loadList()).ExportList);
const ExportNotice = lazyPart(async () => (await loadList()).ExportNotice);
const ExportMissing = lazyPart(async () => (await loadList()).ExportMissing);

/** The records behind the charts, exported from this card. */
const RECORD_DATASETS: { dataset: ExportDataset; text: string }[] = [
  { dataset: 'item-records', text: '每个产品与服务的名称、品类、审核与上架状态、浏览量，以及创建和上架时间' },
  { dataset: 'cooperation-records', text: '所选时间内收到的合作请求、回复情况与响应时长' },
  { dataset: 'sales-records', text: '所选时间内外部系统推送的每一笔销售记录' },
];

const PAGE_SIZE = 10;

/** What the list looks like until its code has arrived: the table's own skeleton while its first page loads. */
const listSkeleton = (
  <div aria-busy="true" className="query-block query-block--light">
    <span className="visually-hidden">正在加载…</span>
    <Skeleton active paragraph={{ rows: 8 }} title={false} />
  </div>
);

interface ExportsCardProps {
  scope: DataCenterScope;
  range: FiguresRequest;
  ready: boolean;
  /** The export a 「导出完成」 message pointed to (`?export=`). */
  focusId: string | undefined;
  onClearFocus: () => void;
  /** Record exports this user may not make, each with why. */
  withheld?: Partial<Record<ExportDataset, string>>;
}

/**
 * 导出记录: the records behind the charts as CSV or Excel, and every export made, newest first, with the progress of
 * those still running (moved by the live channel) and 下载 for those ready.
 */
export const ExportsCard = ({
  scope,
  range,
  ready,
  focusId,
  onClearFocus,
  withheld = {},
}: ExportsCardProps) => {
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: PAGE_SIZE });
  const transport = useLiveState().transport;
  // the frames come over a stream (or its relay by the tab that holds one); a poll, or no connection, brings none
  const liveProgress = transport === 'websocket' || transport === 'sse' || transport === 'follower';
  const query = useExports(scope, paging, { pollWhileRunning: !liveProgress });
  const download = useDownloadExport(scope);
  const downloadExport = {
    pending: download.isPending ? download.variables : undefined,
    start: (exportId: string) => download.mutate(exportId),
  };
  const nearRef = useRef<HTMLDivElement>(null);
  const near = useInView(nearRef);

  const page = query.isPlaceholderData ? undefined : query.data;
  const onPage = focusId ? page?.rows.find((row) => row.exportId === focusId) : undefined;
  // the export a message points to may be older than the page on screen: asked for by itself
  const alone = useExports(
    scope,
    { pageNum: 1, pageSize: 1, ...(focusId ? { exportId: focusId } : {}) },
    { pollWhileRunning: !liveProgress, enabled: Boolean(focusId && page && !onPage) },
  );
  const single = alone.isPlaceholderData ? undefined : alone.data;
  const focus = onPage ?? single?.rows[0];
  const focusMissing = Boolean(focusId && page && !onPage && single && !focus);

  return (
    <Panel className="data-exports" title="导出记录">
      {focus || focusMissing ? (
        <Suspense fallback={null}>
          {focus ? (
            <ExportNotice view={focus} onClose={onClearFocus} download={downloadExport} />
          ) : (
            <ExportMissing onClose={onClearFocus} />
          )}
        </Suspense>
      ) : null}
      <section className="data-exports__records" aria-label="导出明细">
        <p className="data-exports__lead">
          导出图表背后的明细记录：产品与服务为当前全部，合作请求与销售按所选日期范围。不超过{' '}
          {formatCount(EXPORT_IMMEDIATE_ROWS)} 行的立即下载；更多的在后台生成，完成后会在消息中心通知您。
        </p>
        <ul className="data-exports__record-list">
          {RECORD_DATASETS.map(({ dataset, text }) => (
            <li key={dataset} className="data-exports__record">
              <div>
                <span className="data-exports__record-name">{EXPORT_DATASET_LABELS[dataset]}</span>
                <span className="data-exports__record-text">{text}</span>
              </div>
              <div className="data-exports__record-actions">
                {withheld[dataset] ? (
                  <span className="data-exports__record-text">{withheld[dataset]}</span>
                ) : (
                  <ExportButtons
                    scope={scope}
                    range={range}
                    dataset={dataset}
                    name={EXPORT_DATASET_LABELS[dataset]}
                    disabled={!ready}
                  />
                )}
              </div>
            </li>
          ))}
        </ul>
      </section>
      <div ref={nearRef}>
        {near || focusId ? (
          <Suspense fallback={listSkeleton}>
            <ExportList
              query={query}
              focusedId={focus?.exportId}
              download={downloadExport}
              onPage={(pageNum, pageSize) =>
                setPaging((current) => ({ pageSize, pageNum: pageSize === current.pageSize ? pageNum : 1 }))
              }
            />
          </Suspense>
        ) : (
          listSkeleton
        )}
      </div>
    </Panel>
  );
};
