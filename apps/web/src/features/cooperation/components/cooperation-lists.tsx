import { COOPERATION_STATES, type CooperationRow, type CooperationState } from '@rrsp/contract';
import { Button, Segmented, Skeleton } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/content/data-table.tsx';
import { lazyPart, WhenShown } from '../../../components/ui/load-when-shown.tsx';
import { QueryBlock } from '../../../components/ui/query-block.tsx';
import { paths, type WorkArea } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useReceivedCooperation } from '../api/list-received-cooperation.ts';
import { useSentCooperation } from '../api/list-sent-cooperation.ts';
import {
  type CooperationFilterChange,
  type CooperationFilters,
  type CooperationTab,
  toCooperationQuery,
} from '../utils/cooperation-filters.ts';
import { stateLabelOf } from '../utils/cooperation-text.ts';
import { CooperationItemName } from './cooperation-facts.tsx';
import { CooperationStateTag } from './cooperation-state-tag.tsx';
import './cooperation.css';

/** A request's dialog (its reply form, the contract's rules, a modal) loads when a request is first opened. */
const ReceivedRequestModal = lazyPart(
  async () => (await import('./request-detail-modals.tsx')).ReceivedRequestModal,
);
const SentRequestModal = lazyPart(async () => (await import('./request-detail-modals.tsx')).SentRequestModal);

interface ListProps {
  area: WorkArea;
  filters: CooperationFilters;
  update: (change: CooperationFilterChange) => void;
}

const ALL = 'all';

/** 全部 and each state, as the side reading the list names them. */
const StateFilter = ({
  side,
  value,
  update,
}: { side: CooperationTab } & Pick<ListProps, 'update'> & {
    value: CooperationState | undefined;
  }) => (
  <div className="cooperation-filter">
    <span className="cooperation-filter__label" aria-hidden="true">
      状态
    </span>
    <Segmented<string>
      aria-label="按状态筛选"
      value={value ?? ALL}
      options={[
        { value: ALL, label: '全部' },
        ...COOPERATION_STATES.map((state) => ({ value: state, label: stateLabelOf(state, side) })),
      ]}
      onChange={(next) => update({ state: COOPERATION_STATES.find((state) => state === next) })}
    />
  </div>
);

/** The last column of both lists: 查看, named after what the row is for the reader. */
const viewColumn = (
  view: (row: CooperationRow) => void,
  labelOf: (row: CooperationRow) => string,
  classNameOf: (row: CooperationRow) => string = () => 'cooperation-view',
): DataTableColumn<CooperationRow> => ({
  title: '操作',
  key: 'action',
  width: 80,
  fixed: 'end',
  render: (_, row) => (
    <Button
      type="link"
      size="small"
      className={classNameOf(row)}
      aria-label={labelOf(row)}
      onClick={() => view(row)}
    >
      查看
    </Button>
  ),
});

/** Both lists' table: one page of requests, dimmed while the next page loads. */
const CooperationTable = ({
  label,
  query,
  rows,
  columns,
  update,
  rowClassName,
}: {
  label: string;
  query: { isPlaceholderData: boolean; isFetching: boolean };
  rows: { pageNum: number; pageSize: number; total: number; rows: CooperationRow[] };
  columns: DataTableColumn<CooperationRow>[];
  update: ListProps['update'];
  rowClassName?: (row: CooperationRow) => string;
}) => (
  <DataTable<CooperationRow>
    className="cooperation-table"
    aria-label={label}
    rowKey="id"
    rowClassName={rowClassName}
    columns={columns}
    rows={rows.rows}
    stale={query.isPlaceholderData}
    loading={query.isPlaceholderData && query.isFetching}
    minWidth={960}
    paging={{
      page: rows.pageNum,
      pageSize: rows.pageSize,
      total: rows.total,
      hideOnSinglePage: true,
      onChange: (page) => update({ page }),
    }}
  />
);

/** A message in the table: two lines, the whole of it on hover and in the dialog. */
const MessageCell = ({ text }: { text: string }) => (
  <span className="cooperation-cell__message" title={text}>
    {text}
  </span>
);

const emptyFiltered = (side: CooperationTab, state: CooperationState, update: ListProps['update']) => ({
  text: `没有“${stateLabelOf(state, side)}”的合作申请，可切换到“全部”查看。`,
  action: <Button onClick={() => update({ state: undefined })}>查看全部</Button>,
});

/**
 * 收到的申请: what the chosen tenant received, newest first, unread ones standing out; a row opens the request (which
 * marks it read and shows the mobile in full).
 */
export const ReceivedRequests = ({ area, filters, update }: ListProps) => {
  const query = useReceivedCooperation(toCooperationQuery(filters), { enabled: true });
  const [viewing, setViewing] = useState<string>();
  const [open, setOpen] = useState(false);
  const view = (row: CooperationRow) => {
    setViewing(row.id);
    setOpen(true);
  };
  const columns: DataTableColumn<CooperationRow>[] = [
    {
      title: '合作内容',
      key: 'item',
      render: (_, row) => <CooperationItemName row={row} area={area} />,
    },
    {
      title: '申请人',
      key: 'requester',
      width: 200,
      render: (_, row) => (
        <span className="cooperation-cell__person">
          <span>{row.name}</span>
          <span className="cooperation-cell__sub">{row.counterpartName}</span>
        </span>
      ),
    },
    { title: '联系电话', dataIndex: 'mobile', width: 130 },
    {
      title: '合作意向',
      dataIndex: 'message',
      render: (text: string) => <MessageCell text={text} />,
    },
    {
      title: '状态',
      dataIndex: 'state',
      width: 96,
      render: (state: CooperationState) => <CooperationStateTag state={state} side="received" />,
    },
    {
      title: '申请时间',
      dataIndex: 'createdAt',
      width: 150,
      render: (value: string) => formatDateTime(value),
    },
    viewColumn(
      view,
      (row) => `查看${row.name}的合作申请`,
      (row) => (row.state === 'new' ? 'cooperation-view is-unread' : 'cooperation-view'),
    ),
  ];
  const filtered = filters.state ? emptyFiltered('received', filters.state, update) : undefined;
  return (
    <>
      <StateFilter side="received" value={filters.state} update={update} />
      <QueryBlock
        query={query}
        skeleton={<Skeleton active paragraph={{ rows: 6 }} title={false} />}
        isEmpty={(data) => data.rows.length === 0}
        emptyText={
          filtered?.text ??
          '暂时还没有收到合作申请。本主体发布的服务和产品上架后，其他用户可在详情页向您申请合作，申请会出现在这里。'
        }
        emptyAction={filtered?.action}
        errorTitle="收到的合作申请加载失败"
      >
        {(data) => (
          <CooperationTable
            label="收到的合作申请"
            query={query}
            rows={data}
            columns={columns}
            update={update}
            rowClassName={(row) => (row.state === 'new' ? 'cooperation-row is-unread' : 'cooperation-row')}
          />
        )}
      </QueryBlock>
      <WhenShown shown={open}>
        <ReceivedRequestModal id={viewing} open={open} area={area} onClose={() => setOpen(false)} />
      </WhenShown>
    </>
  );
};

/** 我发出的申请: what the signed-in user asked for, with each request's state and the publisher's reply. */
export const SentRequests = ({ area, filters, update }: ListProps) => {
  const query = useSentCooperation(toCooperationQuery(filters));
  const [viewing, setViewing] = useState<CooperationRow>();
  const [open, setOpen] = useState(false);
  const view = (row: CooperationRow) => {
    setViewing(row);
    setOpen(true);
  };
  const columns: DataTableColumn<CooperationRow>[] = [
    {
      title: '合作内容',
      key: 'item',
      render: (_, row) => <CooperationItemName row={row} area={area} />,
    },
    { title: '发布方', dataIndex: 'counterpartName', width: 200 },
    {
      title: '合作意向',
      dataIndex: 'message',
      render: (text: string) => <MessageCell text={text} />,
    },
    {
      title: '状态',
      dataIndex: 'state',
      width: 104,
      render: (state: CooperationState) => <CooperationStateTag state={state} side="sent" />,
    },
    {
      title: '对方回复',
      dataIndex: 'reply',
      render: (reply: string | null) =>
        reply ? <MessageCell text={reply} /> : <span className="cooperation-cell__sub">暂无回复</span>,
    },
    {
      title: '申请时间',
      dataIndex: 'createdAt',
      width: 150,
      render: (value: string) => formatDateTime(value),
    },
    viewColumn(view, (row) => `查看「${row.itemName}」的合作申请`),
  ];
  const filtered = filters.state ? emptyFiltered('sent', filters.state, update) : undefined;
  return (
    <>
      <StateFilter side="sent" value={filters.state} update={update} />
      <QueryBlock
        query={query}
        skeleton={<Skeleton active paragraph={{ rows: 6 }} title={false} />}
        isEmpty={(data) => data.rows.length === 0}
        emptyText={
          filtered?.text ?? '您还没有发出合作申请。在服务中心找到合适的服务后，可在详情页点击“申请合作”。'
        }
        emptyAction={
          filtered?.action ?? (
            <Link to={paths[area].service.getHref()} className="link-button link-button--primary">
              去服务中心看看
            </Link>
          )
        }
        errorTitle="我的合作申请加载失败"
      >
        {(data) => (
          <CooperationTable
            label="我发出的合作申请"
            query={query}
            rows={data}
            columns={columns}
            update={update}
          />
        )}
      </QueryBlock>
      <WhenShown shown={open}>
        <SentRequestModal row={viewing} open={open} area={area} onClose={() => setOpen(false)} />
      </WhenShown>
    </>
  );
};
