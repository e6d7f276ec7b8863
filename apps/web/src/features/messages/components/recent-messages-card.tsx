import { Link } from 'react-router';
import { MenuCountBadge } from '../../../components/ui/menu-count-badge.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLatestMessages } from '../api/list-messages.ts';
import { useUnreadCount } from '../hooks/use-unread-count.ts';
import { centreHrefOf, isPortalPath, type MessageArea } from '../utils/message-area.ts';
import { LatestMessagesState } from './latest-messages-state.tsx';
import { MessageKindTag } from './message-kind-tag.tsx';
import { MessageLink } from './message-link.tsx';
import './messages.css';

/**
 * 最新消息 on the workbench: the five newest messages (review results, cooperation requests, member changes), each
 * with its kind and time, the unread ones standing out; 查看全部 opens the message centre. A panel with a count
 * badge, not antd's Card and Badge: the Card brings Tabs with a menu and a dropdown (docs/decisions/034).
 */
export const RecentMessagesCard = ({ area }: { area: MessageArea }) => {
  const latest = useLatestMessages();
  const unread = useUnreadCount() ?? latest.data?.tally.unread ?? 0;
  const centre = centreHrefOf(area);
  return (
    <Panel
      className="workbench-card"
      title={
        <span className="recent-messages__heading">
          最新消息
          <MenuCountBadge count={unread} title={`${unread} 条未读`} />
        </span>
      }
      extra={<Link to={centre}>查看全部</Link>}
    >
      <LatestMessagesState
        latest={latest}
        emptyText="暂无消息。入驻审核结果、合作申请、成员变动等会通知到这里。"
      >
        {(rows) => (
          <ul className="recent-messages">
            {rows.map((message) => (
              <li
                key={message.messageId}
                className={message.read ? 'recent-messages__item' : 'recent-messages__item is-unread'}
              >
                <div className="recent-messages__title">
                  <span className="message-dot" aria-hidden="true" />
                  <MessageLink message={message} to={isPortalPath(message.link) ? message.link : centre}>
                    {message.read ? null : <span className="visually-hidden">未读：</span>}
                    {message.title}
                  </MessageLink>
                </div>
                {message.body ? <p className="recent-messages__body">{message.body}</p> : null}
                <div className="recent-messages__meta">
                  <MessageKindTag kind={message.kind} />
                  <time className="message-time" dateTime={message.createdAt}>
                    {formatDateTime(message.createdAt)}
                  </time>
                </div>
              </li>
            ))}
          </ul>
        )}
      </LatestMessagesState>
    </Panel>
  );
};
