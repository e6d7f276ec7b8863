import {
  EXPORT_DATASET_LABELS,
  EXPORT_IMMEDIATE_ROWS,
  type ExportDataset,
  type ExportFormat,
} from '@rrsp/contract';
import { useFeedback } from '../../../components/feedback/feedback.tsx';
import { formatCount } from '../../../lib/format.ts';
import { NOTIFICATION_DURATION_S } from '../../../lib/notifier.ts';
import { useCreateExport } from '../api/create-export.ts';
import type { DataCenterScope, FiguresRequest } from '../api/query-keys.ts';

/** What the page says when an export is too large to make while the user waits. */
export const runningExportText = (rows: number): string =>
  rows > EXPORT_IMMEDIATE_ROWS
    ? `数据量较大（${formatCount(rows)} 行），正在后台导出，完成后会在消息中心通知您`
    : // the same export was already being made (a second click, a colleague): it will appear in the list below
      '同样的导出正在生成，完成后可在下方导出记录中下载';

/**
 * 下载 CSV / 下载 Excel of one card: asks for the export of the range shown and says what became of it. A small one
 * downloads at once; a large one runs on, in the exports list below, and the message centre tells when it is done.
 * Returns the format being made, so its button shows it is busy.
 */
export const useStartExport = (scope: DataCenterScope, range: FiguresRequest) => {
  const create = useCreateExport(scope);
  const { message } = useFeedback();
  const start = (dataset: ExportDataset, format: ExportFormat) =>
    create.mutate(
      { dataset, format, range },
      {
        onSuccess: (view) => {
          if (view.status === 'running') {
            message.open({
              type: 'info',
              content: runningExportText(view.rows),
              duration: NOTIFICATION_DURATION_S,
            });
          } else if (view.status === 'ready') {
            message.success(`${EXPORT_DATASET_LABELS[dataset]}已生成，正在下载`);
          } else {
            message.error(view.error ?? '导出失败，请稍后重试');
          }
        },
      },
    );
  const busy = create.isPending ? create.variables : undefined;
  return { start, busy: busy ? { dataset: busy.dataset, format: busy.format } : undefined };
};
