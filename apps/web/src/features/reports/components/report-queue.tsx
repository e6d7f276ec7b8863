import { StopOutlined, VerticalAlignBottomOutlined } from '@ant-design/icons';
import {
  REPORT_OUTCOME_LABELS,
  REPORT_REASON_LABELS,
  REPORT_STATE_LABELS,
  REPORT_STATES,
  type ReportOutcome,
  type ReportRow,
  SHELF_KIND_LABELS,
  SHELF_STATE_LABELS,
  type ShelfState,
} from '@rrsp/contract';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/content/data-table.tsx';
import { momentColumn } from '../../../components/review-queue/queue-columns.tsx';
import { QueueTable } from '../../../components/review-queue/queue-table.tsx';
import { QueueTabs } from '../../../components/review-queue/queue-tabs.tsx';
import { lazyPart, WhenShown } from '../../../components/ui/load-when-shown.tsx';
import { OwnWorkNote } from '../../../components/ui/own-work-note.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { paths } from '../../../config/paths.ts';
import { type ReportQueuePage, useReportQueue } from '../api/list-reports.ts';
import { useReportFilters } from '../hooks/use-report-filters.ts';
import { type ReportFilters, toReportQueueQuery } from '../utils/report-filters.ts';
import './reports.css';

/** The dialog that settles a report (a modal, a form and its rules) loads when it is first opened. */
const HandleReportModal = lazyPart(async () => (await import('./handle-report-modal.tsx')).HandleReportModal);

/** The tabs: 待处理 and 已处理, each with its count. */
const stateTabsOf = (counts: ReportQueuePage['counts'] | undefined) =>
  REPORT_STATES.map((state) => ({ key: state, label: REPORT_STATE_LABELS[state], count: counts?.[state] }));

/** The item's shelf state now: an item already off the shelf cannot be taken off again. */
const ShelfTag = ({ shelf }: { shelf: ShelfState }) => (
  <Tag className={`report-shelf report-shelf--${shelf}`}>{SHELF_STATE_LABELS[shelf]}</Tag>
);

const LongText = ({ text }: { text: string }) => (
  <span className="report-cell__text" title={text}>
    {text}
  </span>
);

const columnsOf = (
  state: ReportFilters['state'],
  decide: (row: ReportRow, outcome: ReportOutcome) => void,
): DataTableColumn<ReportRow>[] => [
  {
    title: '被举报内容',
    key: 'item',
    width: 200,
    render: (_, row) => (
      <span className="report-item">
        <span className="report-item__kind">{SHELF_KIND_LABELS[row.itemKind]}</span>
        <Link to={paths.admin.shelfReview.getHref(row.itemId)}>{row.itemName}</Link>
      </span>
    ),
  },
  { title: '发布主体', dataIndex: 'tenantName', width: 160 },
  {
    title: '举报原因',
    dataIndex: 'reason',
    width: 120,
    render: (reason: ReportRow['reason']) => REPORT_REASON_LABELS[reason],
  },
  { title: '举报说明', dataIndex: 'detail', render: (detail: string) => <LongText text={detail} /> },
  { title: '举报人', dataIndex: 'reporterName', width: 100 },
  momentColumn('举报时间', 'createdAt', 140),
  {
    title: '内容状态',
    dataIndex: 'itemShelf',
    width: 96,
    render: (shelf: ShelfState) => <ShelfTag shelf={shelf} />,
  },
  ...(state === 'handled'
    ? ([
        {
          title: '处理结果',
          dataIndex: 'outcome',
          width: 96,
          render: (outcome: ReportOutcome | null) =>
            outcome ? (
              <Tag className={`report-outcome report-outcome--${outcome}`}>
                {REPORT_OUTCOME_LABELS[outcome]}
              </Tag>
            ) : (
              '—'
            ),
        },
        {
          title: '处理说明',
          dataIndex: 'remark',
          render: (remark: string | null) => (remark ? <LongText text={remark} /> : '—'),
        },
        momentColumn('处理时间', 'handledAt', 140),
      ] satisfies DataTableColumn<ReportRow>[])
    : ([
        {
          title: '操作',
          key: 'action',
          width: 124,
          fixed: 'end',
          render: (_, row) =>
            row.ownWork ? (
              <OwnWorkNote
                ownWork={row.ownWork}
                subject={{ verb: '处理', noun: `${SHELF_KIND_LABELS[row.itemKind]}举报` }}
              />
            ) : (
              <span className="report-actions">
                {row.itemShelf === 'on' ? (
                  <Button
                    danger
                    size="small"
                    icon={<VerticalAlignBottomOutlined />}
                    onClick={() => decide(row, 'offShelf')}
                  >
                    下架
                  </Button>
                ) : null}
                <Button size="small" icon={<StopOutlined />} onClick={() => decide(row, 'dismissed')}>
                  不予处理
                </Button>
              </span>
            ),
        },
      ] satisfies DataTableColumn<ReportRow>[])),
];

/**
 * 举报处理: the reports users filed on products and services, open ones oldest first; each is settled by taking the
 * item off the shelf (the 处理说明 is the reason its publisher reads) or by dismissing it, either way with every
 * other open report of the same item. The tab and the page live in the address.
 */
export const ReportQueue = () => {
  const { filters, update, hrefWith } = useReportFilters();
  const query = useReportQueue(toReportQueueQuery(filters));
  const [decision, setDecision] = useState<{ row: ReportRow; outcome: ReportOutcome }>();
  const [open, setOpen] = useState(false);
  const decide = (row: ReportRow, outcome: ReportOutcome) => {
    setDecision({ row, outcome });
    setOpen(true);
  };
  const close = () => setOpen(false);
  return (
    <Panel className="report-queue">
      <QueueTabs
        activeKey={filters.state}
        tabs={stateTabsOf(query.data?.counts).map((tab) => ({ ...tab, href: hrefWith({ state: tab.key }) }))}
        onChange={(key) => update({ state: REPORT_STATES.find((state) => state === key) ?? 'open' })}
      />
      <QueueTable<ReportRow, ReportQueuePage>
        label="举报列表"
        query={query}
        columns={columnsOf(filters.state, decide)}
        rowKey="id"
        scrollX={filters.state === 'open' ? 1060 : 1360}
        emptyText={
          filters.state === 'open'
            ? '暂时没有待处理的举报。用户在服务或产品详情页提交的举报会按时间先后排列在这里。'
            : '还没有处理过的举报。处理待处理的举报后，结果和处理说明会记录在这里。'
        }
        errorTitle="举报列表加载失败"
        onPage={(page, pageSize) => update({ page, pageSize })}
      />
      <WhenShown shown={open}>
        <HandleReportModal
          report={decision?.row}
          outcome={decision?.outcome ?? 'dismissed'}
          open={open}
          onClose={close}
          onDone={close}
        />
      </WhenShown>
    </Panel>
  );
};
