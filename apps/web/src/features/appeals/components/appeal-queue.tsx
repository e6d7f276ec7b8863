import {
  APPEAL_REVIEW_STATUS_LABELS,
  APPEAL_STATUSES,
  type AppealQueueRow,
  type AppealReviewStatus,
} from '@rrsp/contract';
import { Button, Tag } from 'antd';
import type { DataTableColumn } from '../../../components/content/data-table.tsx';
import { momentColumn } from '../../../components/review-queue/queue-columns.tsx';
import { QueueFilterBar, QueueKeywordFilter } from '../../../components/review-queue/queue-filters.tsx';
import { QueueTable } from '../../../components/review-queue/queue-table.tsx';
import { QueueTabs } from '../../../components/review-queue/queue-tabs.tsx';
import { lazyPart, WhenShown } from '../../../components/ui/load-when-shown.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { WaitingText } from '../../../components/ui/waiting-text.tsx';
import { type AppealQueuePage, useAppealQueue } from '../api/list-appeal-queue.ts';
import { useAppealFilters } from '../hooks/use-appeal-filters.ts';
import { toAppealQueueQuery } from '../utils/appeal-filters.ts';
import { waitedText } from '../utils/appeal-text.ts';
import { AppealStatusTag } from './appeal-status-tag.tsx';
import './appeals.css';

/** The drawer (its picture viewer, dialogs and their form rules) loads when an appeal is first opened. */
const AppealDrawer = lazyPart(async () => (await import('./appeal-drawer.tsx')).AppealDrawer);

/** The tabs: one per state, each with its count. */
const statusTabsOf = (counts: AppealQueuePage['counts'] | undefined) =>
  APPEAL_STATUSES.map((status) => ({
    key: status,
    label: APPEAL_REVIEW_STATUS_LABELS[status],
    count: counts?.[status],
  }));

const EMPTY_TEXT: Record<AppealReviewStatus, string> = {
  pending: '暂时没有待审核的申诉。用户在“账号申诉”提交的申请会按提交先后排列在这里。',
  approved: '还没有通过的申诉。',
  rejected: '还没有驳回的申诉。',
  cancelled: '还没有撤销的申诉。账号持有人登录或重置密码后，针对该账号的待审核申诉会自动撤销。',
};

const columnsOf = (
  status: AppealReviewStatus,
  open: (appealId: string) => void,
): DataTableColumn<AppealQueueRow>[] => [
  { title: '申诉编号', dataIndex: 'applyNo', width: 160 },
  {
    title: '申诉账号',
    key: 'account',
    width: 180,
    render: (_, row) => (
      <span className="appeal-name">
        <span>{row.username}</span>
        <span className="appeal-name__real">申诉人：{row.realName}</span>
      </span>
    ),
  },
  { title: '联系手机号', dataIndex: 'contactMobile', width: 120 },
  {
    title: '核实提示',
    key: 'hints',
    width: 170,
    render: (_, row) => (
      <span className="appeal-hints">
        {row.needsReview ? (
          <Tag className="appeal-hint appeal-hint--review">近 30 天改过密码或手机号</Tag>
        ) : null}
        {row.accountFound ? null : <Tag className="appeal-hint appeal-hint--missing">无此账号</Tag>}
        {row.needsReview || !row.accountFound ? null : '—'}
      </span>
    ),
  },
  ...(status === 'pending'
    ? ([
        momentColumn<AppealQueueRow>('提交时间', 'createdAt', 140),
        {
          title: '等待时长',
          dataIndex: 'waitingSeconds',
          width: 150,
          // 已等待 3 天 2 小时, in gold after a day and in red past the three working days the applicant was promised
          render: (seconds: number | null) =>
            seconds !== null && seconds < 60 ? (
              <span className="appeal-waiting">{waitedText(seconds)}</span>
            ) : (
              <span className="appeal-waiting">
                已等待 <WaitingText seconds={seconds} />
              </span>
            ),
        },
      ] satisfies DataTableColumn<AppealQueueRow>[])
    : ([
        {
          title: '结果',
          dataIndex: 'status',
          width: 80,
          render: (value: AppealReviewStatus) => <AppealStatusTag status={value} />,
        },
        momentColumn('处理时间', 'reviewedAt', 140),
        {
          title: '审核人',
          dataIndex: 'reviewerName',
          width: 130,
          render: (name: string | null) => name ?? '—',
        },
      ] satisfies DataTableColumn<AppealQueueRow>[])),
  {
    title: '操作',
    key: 'action',
    width: 80,
    fixed: 'end',
    render: (_, row) => (
      <Button
        size="small"
        type={row.status === 'pending' ? 'primary' : 'default'}
        onClick={() => open(row.appealId)}
        aria-label={`${row.status === 'pending' ? '审核' : '查看'}申诉 ${row.applyNo}`}
      >
        {row.status === 'pending' ? '审核' : '查看'}
      </Button>
    ),
  },
];

/**
 * 申诉审核: the account appeals, pending ones the longest waiting first; one opens in a drawer beside its account's
 * history, to approve (the account is rebound to the proven contact mobile and signed out everywhere) or reject with
 * a reason the applicant reads. The tab, the keyword, the page and the open appeal live in the address.
 */
export const AppealQueue = () => {
  const { filters, update, show, hrefWith } = useAppealFilters();
  const query = useAppealQueue(toAppealQueueQuery(filters));
  const searching = Boolean(filters.keyword);
  return (
    <Panel className="appeal-queue">
      <QueueTabs
        activeKey={filters.status}
        tabs={statusTabsOf(query.data?.counts).map((tab) => ({
          ...tab,
          href: hrefWith({ status: tab.key }),
        }))}
        onChange={(key) => update({ status: APPEAL_STATUSES.find((status) => status === key) ?? 'pending' })}
      />
      <QueueFilterBar
        canReset={searching}
        onReset={() => show({ status: filters.status, page: 1, pageSize: filters.pageSize })}
      >
        <QueueKeywordFilter
          keyword={filters.keyword}
          placeholder="用户名或申诉编号"
          onSearch={(keyword) => update({ keyword: keyword || undefined })}
        />
      </QueueFilterBar>
      <QueueTable<AppealQueueRow, AppealQueuePage>
        label="申诉列表"
        query={query}
        columns={columnsOf(filters.status, (appealId) => update({ open: appealId }))}
        rowKey="appealId"
        scrollX={filters.status === 'pending' ? 1000 : 1060}
        emptyText={searching ? '没有符合条件的申诉，换个关键词试试。' : EMPTY_TEXT[filters.status]}
        emptyAction={
          searching ? <Button onClick={() => update({ keyword: undefined })}>清除关键词</Button> : null
        }
        errorTitle="申诉列表加载失败"
        onPage={(page, pageSize) => update({ page, pageSize })}
      />
      <WhenShown shown={filters.open !== undefined}>
        <AppealDrawer appealId={filters.open} onClose={() => update({ open: undefined })} />
      </WhenShown>
    </Panel>
  );
};
