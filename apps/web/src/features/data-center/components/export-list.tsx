import { DownloadOutlined } from '@ant-design/icons';
import {
  EXPORT_DATASET_LABELS,
  EXPORT_STATUS_LABELS,
  type ExportDataset,
  type ExportFormat,
  type ExportStatus,
  type ExportView,
} from '@rrsp/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Progress, Tag } from 'antd';
import { useEffect } from 'react';
import type { DataTableColumn } from '../../../components/content/data-table.tsx';
import { QueueTable } from '../../../components/review-queue/queue-table.tsx';
import { formatCount, formatDateTime } from '../../../lib/format.ts';
import type { ExportPage } from '../api/list-exports.ts';
import { exportPercent } from '../utils/export-progress.ts';

/**
 * 导出记录's list and the notice of the export a message pointed to: antd's Progress (with its Tooltip), Tag and Alert
 * and the table's pager, loaded by exports-card.tsx when the card comes near the screen or a message's export is to
 * be shown (docs/decisions/034). The card stands under the six charts, below the first screen.
 */

const FORMAT_LABELS: Record<ExportFormat, string> = { csv: 'CSV', xlsx: 'Excel' };

const STATUS_TONES: Record<ExportStatus, string> = {
  running: 'processing',
  ready: 'success',
  failed: 'error',
  expired: 'default',
};

/** The row's element, found by the browser specs and by the scroll to an export a message pointed to. */
const rowTestId = (exportId: string) => `export-row-${exportId}`;

const exportName = (view: ExportView) =>
  `${EXPORT_DATASET_LABELS[view.dataset]}（${FORMAT_LABELS[view.format]}）`;

export type ExportsQuery = Pick<
  UseQueryResult<ExportPage>,
  'data' | 'error' | 'isPending' | 'isError' | 'isFetching' | 'refetch' | 'isPlaceholderData'
>;

/** 下载 of one export: what the card hands its rows and its notice. */
export interface ExportDownload {
  /** The export whose link is being asked for. */
  pending: string | undefined;
  start: (exportId: string) => void;
}

const DownloadButton = ({
  view,
  download,
  primary = false,
}: {
  view: ExportView;
  download: ExportDownload;
  primary?: boolean;
}) => (
  <Button
    type={primary ? 'primary' : 'link'}
    size={primary ? 'middle' : 'small'}
    icon={<DownloadOutlined aria-hidden="true" />}
    aria-label={`下载：${exportName(view)}`}
    loading={download.pending === view.exportId}
    onClick={() => download.start(view.exportId)}
  >
    下载
  </Button>
);

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

interface ExportListProps {
  query: ExportsQuery;
  /** The export a message pointed to, marked in its row and brought into view. */
  focusedId: string | undefined;
  download: ExportDownload;
  onPage: (pageNum: number, pageSize: number) => void;
}

/** Every export made, newest first, with the progress of those still running and 下载 for those ready. */
export const ExportList = ({ query, focusedId, download, onPage }: ExportListProps) => {
  // the row a message pointed to, brought into view once it is on the page
  useEffect(() => {
    if (!focusedId) return;
    document
      .querySelector(`[data-testid="${rowTestId(focusedId)}"]`)
      ?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [focusedId]);

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
      render: (_, view) =>
        view.status === 'ready' ? <DownloadButton view={view} download={download} /> : null,
    },
  ];

  return (
    <QueueTable<ExportView, ExportPage>
      label="导出记录"
      query={query}
      columns={columns}
      rowKey="exportId"
      scrollX={1000}
      rowClassName={(view) => (view.exportId === focusedId ? 'data-exports__row--focus' : '')}
      rowProps={(view) => ({ 'data-testid': rowTestId(view.exportId) })}
      emptyText="还没有导出记录。点击图表右上角的下载按钮，或上方的明细导出，生成的文件会列在这里。"
      errorTitle="导出记录加载失败"
      onPage={onPage}
    />
  );
};

/** The export a message pointed to is not in this user's list. */
export const ExportMissing = ({ onClose }: { onClose: () => void }) => (
  <Alert
    className="data-exports__notice"
    type="warning"
    showIcon
    title="未找到这份导出，可能已过期或不属于当前主体"
    description="下方列出的是当前可查看的导出记录；需要时可重新导出。"
    action={
      <Button size="small" onClick={onClose}>
        查看全部导出记录
      </Button>
    }
  />
);

/** What became of the export a message pointed to, above the list, with 下载 when it is ready. */
export const ExportNotice = ({
  view,
  download,
  onClose,
}: {
  view: ExportView;
  download: ExportDownload;
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
          action={<DownloadButton view={view} download={download} primary />}
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
