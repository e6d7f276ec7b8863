import { FileExcelOutlined, FileTextOutlined } from '@ant-design/icons';
import type { ExportDataset, ExportFormat } from '@rrsp/contract';
import { Button } from 'antd';
import { LazyTooltip } from '../../../components/ui/lazy-tooltip.tsx';
import type { DataCenterScope, FiguresRequest } from '../api/query-keys.ts';
import { useStartExport } from '../hooks/use-start-export.ts';

export const FORMAT_ACTIONS: Record<ExportFormat, { label: string; icon: typeof FileTextOutlined }> = {
  csv: { label: '下载 CSV', icon: FileTextOutlined },
  xlsx: { label: '下载 Excel', icon: FileExcelOutlined },
};

interface ExportButtonsProps {
  scope: DataCenterScope;
  range: FiguresRequest;
  dataset: ExportDataset;
  /** What the buttons export, for their accessible names (下载 CSV：销售额). */
  name: string;
  /** Icons only, with a tooltip (a chart card's header); else labelled buttons. */
  compact?: boolean;
  disabled?: boolean;
}

/** 下载 CSV and 下载 Excel of one data set for the range shown. */
export const ExportButtons = ({
  scope,
  range,
  dataset,
  name,
  compact = false,
  disabled = false,
}: ExportButtonsProps) => {
  const { start, busy } = useStartExport(scope, range);
  return (
    <>
      {(['csv', 'xlsx'] as const).map((format) => {
        const { label, icon: Icon } = FORMAT_ACTIONS[format];
        const loading = busy?.dataset === dataset && busy.format === format;
        const button = (
          <Button
            key={format}
            type={compact ? 'text' : 'default'}
            icon={<Icon aria-hidden="true" />}
            aria-label={`${label}：${name}`}
            loading={loading}
            disabled={disabled || (busy !== undefined && !loading)}
            onClick={() => start(dataset, format)}
          >
            {compact ? null : label.replace('下载 ', '')}
          </Button>
        );
        return compact ? (
          <LazyTooltip key={format} title={label}>
            {button}
          </LazyTooltip>
        ) : (
          button
        );
      })}
    </>
  );
};
