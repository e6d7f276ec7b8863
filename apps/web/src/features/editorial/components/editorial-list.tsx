import { PlusOutlined } from '@ant-design/icons';
import {
  EDITORIAL_KIND_NAME,
  EDITORIAL_KINDS,
  EDITORIAL_STATE_NAME,
  EDITORIAL_STATES,
  type EditorialItemSummary,
  type EditorialKind,
  type EditorialState,
} from '@rrsp/contract';
import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/content/data-table.tsx';
import { ListTabs } from '../../../components/content/list-tabs.tsx';
import { momentColumn } from '../../../components/review-queue/queue-columns.tsx';
import {
  QueueFilterBar,
  QueueKeywordFilter,
  QueueSelectFilter,
} from '../../../components/review-queue/queue-filters.tsx';
import { QueueTable } from '../../../components/review-queue/queue-table.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useEditorialList } from '../api/editorial-queries.ts';
import { ClassManager } from './class-manager.tsx';
import { STATE_COLOR } from './editorial-labels.ts';
import './editorial.css';

type Row = EditorialItemSummary;

const columnsOf = (hrefOf: (id: string) => string): DataTableColumn<Row>[] => [
  {
    title: '标题',
    dataIndex: 'title',
    render: (title: string, row) => (
      <Link to={hrefOf(row.id)} className="editorial-list__title">
        {title}
      </Link>
    ),
  },
  {
    title: '类型',
    dataIndex: 'kind',
    width: 100,
    render: (kind: EditorialKind) => EDITORIAL_KIND_NAME[kind],
  },
  {
    title: '状态',
    dataIndex: 'state',
    width: 190,
    render: (state: EditorialState, row) => (
      <span>
        <Tag color={STATE_COLOR[state]}>{EDITORIAL_STATE_NAME[state]}</Tag>
        {row.scheduledAt ? (
          <span className="editorial-list__meta">{formatDateTime(row.scheduledAt)}</span>
        ) : null}
      </span>
    ),
  },
  {
    title: '版本',
    key: 'versions',
    width: 150,
    render: (_, row) => (
      <span className="editorial-list__meta">
        当前第 {row.workingVersion} 版
        <br />
        {row.publishedVersion === null ? '门户上：未发布' : `门户上第 ${row.publishedVersion} 版`}
      </span>
    ),
  },
  { title: '最近修改人', dataIndex: 'updatedByName', width: 130 },
  momentColumn('修改时间', 'updatedAt', 140),
];

/**
 * 内容管理: every news item, solution and case, in whatever state, the last changed first; a kind per tab, with the
 * state and a keyword as filters. 内容编辑 start new ones here.
 */
export const EditorialList = ({
  kind,
  onKind,
  canWrite,
  hrefOf,
  newHrefOf,
  kindHrefOf,
}: {
  kind: EditorialKind | undefined;
  onKind: (kind: EditorialKind | undefined) => void;
  /** The list of a kind (none: every kind), for its tab's link. */
  kindHrefOf: (kind: EditorialKind | undefined) => string;
  canWrite: boolean;
  hrefOf: (id: string) => string;
  newHrefOf: (kind: EditorialKind) => string;
}) => {
  const [state, setState] = useState<EditorialState>();
  const [keyword, setKeyword] = useState<string>();
  const [page, setPage] = useState({ pageNum: 1, pageSize: 20 });
  const query = useEditorialList({ kind, state, keyword, ...page });
  const filtered = Boolean(state || keyword);
  const reset = () => {
    setState(undefined);
    setKeyword(undefined);
    setPage((current) => ({ ...current, pageNum: 1 }));
  };
  return (
    <Panel className="editorial-list">
      <div className="editorial-list__head">
        <ListTabs
          aria-label="内容类型"
          activeKey={kind ?? 'all'}
          onChange={(key) => {
            setPage((current) => ({ ...current, pageNum: 1 }));
            onKind(EDITORIAL_KINDS.find((value) => value === key));
          }}
          tabs={[
            { key: 'all', label: '全部', href: kindHrefOf(undefined) },
            ...EDITORIAL_KINDS.map((value) => ({
              key: value,
              label: EDITORIAL_KIND_NAME[value],
              href: kindHrefOf(value),
            })),
          ]}
        />
        <Space wrap>
          <ClassManager canWrite={canWrite} />
          {canWrite
            ? EDITORIAL_KINDS.map((value) => (
                <Link
                  key={value}
                  to={newHrefOf(value)}
                  className={`link-button ${value === (kind ?? 'news') ? 'link-button--primary' : 'link-button--ghost'}`}
                >
                  <PlusOutlined aria-hidden="true" /> 新建{EDITORIAL_KIND_NAME[value]}
                </Link>
              ))
            : null}
        </Space>
      </div>
      <QueueFilterBar canReset={filtered} onReset={reset}>
        <QueueSelectFilter<EditorialState>
          label="状态"
          className="queue-filter__select queue-filter__select--narrow"
          placeholder="全部状态"
          value={state}
          onChange={(value) => {
            setState(value);
            setPage((current) => ({ ...current, pageNum: 1 }));
          }}
          options={EDITORIAL_STATES.map((value) => ({ value, label: EDITORIAL_STATE_NAME[value] }))}
        />
        <QueueKeywordFilter
          keyword={keyword}
          placeholder="标题关键词"
          onSearch={(value) => {
            setKeyword(value || undefined);
            setPage((current) => ({ ...current, pageNum: 1 }));
          }}
        />
      </QueueFilterBar>
      <QueueTable<Row, NonNullable<typeof query.data>>
        label="内容列表"
        query={query}
        columns={columnsOf(hrefOf)}
        rowKey="id"
        scrollX={900}
        emptyText={
          filtered
            ? '没有符合条件的内容，换个条件试试。'
            : canWrite
              ? '还没有内容。点击右上角“新建”开始撰写。'
              : '还没有内容。内容编辑撰写并提交后，会在这里等待您审核。'
        }
        emptyAction={filtered ? <Button onClick={reset}>清除筛选</Button> : null}
        errorTitle="内容列表加载失败"
        onPage={(pageNum, pageSize) => setPage({ pageNum, pageSize })}
      />
    </Panel>
  );
};
