import type { DataTableColumn } from '../content/data-table.tsx';
import { WaitingText } from '../ui/waiting-text.tsx';
import { momentText } from './moment-text.ts';

/** 提交时间, 举报时间, 处理时间: a moment of the row as date and time; — while there is none. */
export const momentColumn = <Row,>(
  title: string,
  dataIndex: keyof Row & string,
  width: number,
): DataTableColumn<Row> => ({
  title,
  dataIndex,
  width,
  render: (value: string | null) => momentText(value),
});

/** 等待时长: how long the row has waited, in gold after a day and in red once overdue (the queue's own limit). */
export const waitingColumn = <Row extends { waitingSeconds: number | null }>(
  overdueSeconds?: number,
): DataTableColumn<Row> => ({
  title: '等待时长',
  key: 'waitingSeconds',
  width: 124,
  render: (_, row) => <WaitingText seconds={row.waitingSeconds} overdueSeconds={overdueSeconds} />,
});
