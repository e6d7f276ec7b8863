import { MESSAGE_KIND_SPECS, type MessageItem, type MessageKind } from '@rrsp/contract';
import { Button, Segmented, Skeleton } from 'antd';
import { useEffect } from 'react';
import { ListPager } from '../../../components/content/list-pager.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { QueryBlock } from '../../../components/ui/query-block.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useMessages } from '../api/list-messages.ts';
import { useMarkMessagesRead } from '../api/mark-messages-read.ts';
import { useUnreadCount } from '../hooks/use-unread-count.ts';
import { isPortalPath } from '../utils/message-area.ts';
import {
  isFiltered,
  type MessageFilterChange,
  type MessageFilters,
  type ReadFilter,
  toMessageQuery,
} from '../utils/message-filters.ts';
import { kindLabelOf } from '../utils/message-kinds.ts';
import { MessageKindTag } from './message-kind-tag.tsx';
import { MessageLink } from './message-link.tsx';
import './messages.css';

interface MessageListProps {
  /** The kinds the user receives: the filter's choices. */
  kinds: readonly MessageKind[];
  filters: MessageFilters;
  update: (change: MessageFilterChange) => void;
}

const ALL_KINDS = 'all';

/** What an empty list promises: an operator of the console only receives its reminders, not the portal's results. */
const emptyTextFor = (kinds: readonly MessageKind[]): string =>
  kinds.some((kind) => kind !== 'security' && MESSAGE_KIND_SPECS[kind].audience === 'user')
    ? '暂无消息。入驻与上架审核结果、合作申请、账号安全提醒等会通知到这里。'
    : '暂无消息。待处理的审核事项和账号安全提醒会通知到这里。';

const READ_OPTIONS: { value: ReadFilter; label: string }[] = [
  { value: 'all', label: '全部' },
  { value: 'unread', label: '未读' },
  { value: 'read', label: '已读' },
];

const Filters = ({ kinds, filters, update }: MessageListProps) => (
  <div className="message-filters">
    <SelectField<string>
      className="message-filters__kind"
      aria-label="按消息类型筛选"
      value={filters.kind && kinds.includes(filters.kind) ? filters.kind : ALL_KINDS}
      options={[
        { value: ALL_KINDS, label: '全部类型' },
        ...kinds.map((kind) => ({ value: kind, label: kindLabelOf(kind) })),
      ]}
      onChange={(value) => update({ kind: kinds.find((kind) => kind === value) })}
    />
    <Segmented<ReadFilter>
      aria-label="按已读状态筛选"
      value={filters.read}
      options={READ_OPTIONS}
      onChange={(read) => update({ read })}
    />
  </div>
);

/** One message: unread ones in bold with a dot; its kind, time and text; 查看详情 and 标为已读. */
const MessageRow = ({
  message,
  marking,
  onMarkRead,
}: {
  message: MessageItem;
  marking: boolean;
  onMarkRead: () => void;
}) => {
  const actions = [
    ...(isPortalPath(message.link)
      ? [
          <MessageLink
            key="view"
            message={message}
            to={message.link}
            className="message-item__view"
            aria-label={`查看详情：${message.title}`}
          >
            查看详情
          </MessageLink>,
        ]
      : []),
    ...(message.read
      ? []
      : [
          <Button
            key="read"
            type="link"
            size="small"
            className="message-item__mark"
            loading={marking}
            aria-label={`将“${message.title}”标为已读`}
            onClick={onMarkRead}
          >
            标为已读
          </Button>,
        ]),
  ];
  return (
    <li className={message.read ? 'message-item' : 'message-item is-unread'}>
      <div className="message-item__head">
        <span className="message-dot" aria-hidden="true" />
        <span className="message-item__title">
          {message.read ? null : <span className="visually-hidden">未读：</span>}
          {message.title}
        </span>
        <MessageKindTag kind={message.kind} />
      </div>
      {message.body ? <p className="message-item__body">{message.body}</p> : null}
      <div className="message-item__foot">
        <time className="message-time" dateTime={message.createdAt}>
          {formatDateTime(message.createdAt)}
        </time>
        {actions.length > 0 ? <div className="message-item__actions">{actions}</div> : null}
      </div>
    </li>
  );
};

/**
 * 全部消息: every message the user received, newest first, filtered by kind and read state, ten a page. The unread
 * count of the bell decides whether 全部标为已读 has anything to do.
 */
export const MessageList = ({ kinds, filters, update }: MessageListProps) => {
  const query = useMessages(toMessageQuery(filters, kinds));
  const markRead = useMarkMessagesRead();
  const unread = useUnreadCount() ?? query.data?.tally.unread ?? 0;
  const markingId = markRead.isPending ? markRead.variables?.messageIds?.[0] : undefined;
  const markingAll = markRead.isPending && markRead.variables?.all === true;
  const filtered = isFiltered(filters);

  // a page emptied under the user (the last unread ones read, here or in another tab): show the last page left
  const { data, isPlaceholderData } = query;
  useEffect(() => {
    if (!data || isPlaceholderData || data.rows.length > 0 || filters.page <= 1) return;
    update({ page: Math.max(1, Math.ceil(data.total / data.pageSize)) });
  }, [data, isPlaceholderData, filters.page, update]);

  return (
    <>
      <div className="message-toolbar">
        <Filters kinds={kinds} filters={filters} update={update} />
        <Button disabled={unread === 0} loading={markingAll} onClick={() => markRead.mutate({ all: true })}>
          全部标为已读
        </Button>
      </div>
      <QueryBlock
        query={query}
        skeleton={<Skeleton active paragraph={{ rows: 8 }} title={false} />}
        isEmpty={(page) => page.rows.length === 0}
        emptyText={filtered ? '没有符合条件的消息。' : emptyTextFor(kinds)}
        emptyAction={filtered ? <Button onClick={() => update({ clear: true })}>清除筛选</Button> : undefined}
        errorTitle="消息加载失败"
      >
        {(page) => (
          <>
            <ul
              className={isPlaceholderData ? 'message-list is-stale' : 'message-list'}
              aria-busy={isPlaceholderData}
            >
              {page.rows.map((message) => (
                <MessageRow
                  key={message.messageId}
                  message={message}
                  marking={markingId === message.messageId}
                  onMarkRead={() => markRead.mutate({ messageIds: [message.messageId] })}
                />
              ))}
            </ul>
            {page.total > page.pageSize ? (
              <ListPager
                page={page.pageNum}
                pageSize={page.pageSize}
                total={page.total}
                estimate={page.totalIsEstimate}
                onChange={(next) => update({ page: next })}
              />
            ) : null}
          </>
        )}
      </QueryBlock>
    </>
  );
};
