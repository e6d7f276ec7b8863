import { DownloadOutlined } from '@ant-design/icons';
import {
  EXPORT_DATASET_LABELS,
  EXPORT_IMMEDIATE_ROWS,
  EXPORT_STATUS_LABELS,
  type ExportDataset,
  type ExportFormat,
  type ExportStatus,
  type ExportView,
} from '@rrsp/contract';
import { Alert, Button, Card, Progress, Tag } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import type { DataTableColumn } from '../../../components/content/data-table.tsx';
import { QueueTable } from '../../../components/review-queue/queue-table.tsx';
import { formatCount, formatDateTime } from '../../../lib/format.ts';
import { useLiveState } from '../../../lib/live/index.ts';
import { useDownloadExport } from '../api/get-export-link.ts';
import { type ExportPage, useExports } from '../api/list-exports.ts';
import type { DataCenterScope, FiguresRequest } from '../api/query-keys.ts';
import { exportPercent } from '../utils/export-progress.ts';
import { ExportButtons } from './export-buttons.tsx';

/** The records behind the charts, exported from this card. */
const RECORD_DATASETS: { dataset: ExportDataset; text: string }[] = [
  { dataset: 'item-records', text: '每个产品与服务的名称、品类、审核与上架状态、浏览量，以及创建和上架时间' },
  { dataset: 'cooperation-records', text: '所选时间内收到的合作请求、回复情况与响应时长' },
  { dataset: 'sales-records', text: '所选时间内外部系统推送的每一笔销售记录' },
];

export const FORMAT_LABELS: Record<ExportFormat, string> = { csv: 'CSV', xlsx: 'Excel' };

const STATUS_TONES: Record<ExportStatus, string> = {
  running: 'processing',
  ready: 'success',
  failed: 'error',
  expired: 'default',
};

const PAGE_SIZE = 10;

/** The row's element, found by the browser specs and by the scroll to an export a message pointed to. */
const rowTestId = (exportId: string) => `export-row-${exportId}`;

const ExportProgress = ({ view }: { view: ExportView }) => (
  <div className="data-exports__progress">
    <Progress
      data-testid="export-progress"
      percent={exportPercent(view)}
      size="small"
      status="active"
      aria-label={`${EXPORT_DATASET_LABELS[view.dataset]}导出进度`}
    />
    <span className="data-exports__rows">
      {formatCount(view.rowsWritten)} / {formatCount(view.rows)} 行
    </span>
  </div>
);

const StatusCell = ({ view }: { view: ExportView }) => {
  if (view.status === 'running') return <ExportProgress view={view} />;
  return (
    <span className="data-exports__status">
      <Tag color={STATUS_TONES[view.status]}>{EXPORT_STATUS_LABELS[view.status]}</Tag>
      {view.status === 'failed' && view.error ? (
        <span className="data-exports__error">{view.error}</span>
      ) : null}
    </span>
  );
};

const exportName = (view: ExportView) =>
  `${EXPORT_DATASET_LABELS[view.dataset]}（${FORMAT_LABELS[view.format]}）`;

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
  const downloading = download.isPending ? download.variables : undefined;

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

  // the row a message pointed to, brought into view once it is on the page
  const focusedId = focus?.exportId;
  useEffect(() => {
    if (!focusedId) return;
    document
      .querySelector(`[data-testid="${rowTestId(focusedId)}"]`)
      ?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [focusedId]);

  const downloadButton = (view: ExportView, primary = false) => (
    <Button
      type={primary ? 'primary' : 'link'}
      size={primary ? 'middle' : 'small'}
      icon={<DownloadOutlined aria-hidden="true" />}
      aria-label={`下载：${exportName(view)}`}
      loading={downloading === view.exportId}
      onClick={() => download.mutate(view.exportId)}
    >
      下载
    </Button>
  );

  const columns: DataTableColumn<ExportView>[] = [
    {
      title: '数据',
      dataIndex: 'dataset',
      width: 150,
      render: (dataset: ExportDataset) => EXPORT_DATASET_LABELS[dataset],
    },
    {
      title: '格式',
      dataIndex: 'format',
      width: 72,
      render: (format: ExportFormat) => FORMAT_LABELS[format],
    },
    { title: '范围', dataIndex: 'description', render: (text: string) => text || '—' },
    {
      title: '行数',
      dataIndex: 'rows',
      width: 96,
      align: 'end',
      render: (rows: number) => formatCount(rows),
    },
    { title: '状态', key: 'status', width: 200, render: (_, view) => <StatusCell view={view} /> },
    { title: '生成时间', dataIndex: 'createdAt', width: 148, render: (at: string) => formatDateTime(at) },
    {
      title: '有效期至',
      dataIndex: 'expiresAt',
      width: 148,
      render: (at: string | null, view) => (at && view.status === 'ready' ? formatDateTime(at) : '—'),
    },
    {
      title: '操作',
      key: 'actions',
      width: 88,
      fixed: 'end',
      render: (_, view) => (view.status === 'ready' ? downloadButton(view) : null),
    },
  ];

  return (
    <Card className="data-exports" title={<h2 className="data-chart__title">导出记录</h2>}>
      {focus ? (
        <FocusNotice view={focus} onClose={onClearFocus} download={downloadButton(focus, true)} />
      ) : null}
      {focusMissing ? (
        <Alert
          className="data-exports__notice"
          type="warning"
          showIcon
          title="未找到这份导出，可能已过期或不属于当前主体"
          description="下方列出的是当前可查看的导出记录；需要时可重新导出。"
          action={
            <Button size="small" onClick={onClearFocus}>
              查看全部导出记录
            </Button>
          }
        />
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
      <QueueTable<ExportView, ExportPage>
        label="导出记录"
        query={query}
        columns={columns}
        rowKey="exportId"
        scrollX={1000}
        rowClassName={(view) => (view.exportId === focus?.exportId ? 'data-exports__row--focus' : '')}
        rowProps={(view) => ({ 'data-testid': rowTestId(view.exportId) })}
        emptyText="还没有导出记录。点击图表右上角的下载按钮，或上方的明细导出，生成的文件会列在这里。"
        errorTitle="导出记录加载失败"
        onPage={(pageNum, pageSize) =>
          setPaging((current) => ({ pageSize, pageNum: pageSize === current.pageSize ? pageNum : 1 }))
        }
      />
    </Card>
  );
};

/** What became of the export a message pointed to, above the list, with 下载 when it is ready. */
const FocusNotice = ({
  view,
  download,
  onClose,
}: {
  view: ExportView;
  download: ReactNode;
  onClose: () => void;
}) => {
  const name = exportName(view);
  const common = {
    className: 'data-exports__notice',
    showIcon: true,
    closable: { onClose, 'aria-label': '关闭提示' },
  };
  switch (view.status) {
    case 'ready':
      return (
        <Alert
          {...common}
          type="success"
          title={`导出完成：${name}`}
          description={`${view.description} · 共 ${formatCount(view.rows)} 行${view.expiresAt ? ` · 有效期至 ${formatDateTime(view.expiresAt)}` : ''}`}
          action={download}
        />
      );
    case 'running':
      return (
        <Alert
          {...common}
          type="info"
          title={`正在导出：${name}`}
          description={<ExportProgress view={view} />}
        />
      );
    case 'failed':
      return (
        <Alert
          {...common}
          type="error"
          title={`导出失败：${name}`}
          description={view.error ?? '请稍后重新导出。'}
        />
      );
    case 'expired':
      return (
        <Alert
          {...common}
          type="warning"
          title={`这份导出已过期：${name}`}
          description="文件已超过有效期，不能再下载；请按需要的范围重新导出。"
        />
      );
  }
};
