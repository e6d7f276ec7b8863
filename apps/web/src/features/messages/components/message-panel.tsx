import { Button } from 'antd';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format.ts';
import { useLatestMessages } from '../api/list-messages.ts';
import { useMarkMessagesRead } from '../api/mark-messages-read.ts';
import { centreHrefOf, isPortalPath, type MessageArea } from '../utils/message-area.ts';
import { LatestMessagesState } from './latest-messages-state.tsx';
import { MessageLink } from './message-link.tsx';
import './messages.css';

interface MessagePanelProps {
  id: string;
  area: MessageArea;
  /** The exact unread count, when known: 全部标为已读 is offered only while something is unread. */
  unread: number | undefined;
  /** Closes the popover and gives the focus back to the bell. */
  onClose: (returnFocus: boolean) => void;
}

/**
 * The bell's popover: the five newest messages (an unread one marked by a dot, in bold), 全部标为已读 and 查看全部.
 * A message opens what it is about, or the message centre when it leads nowhere.
 */
export const MessagePanel = ({ id, area, unread, onClose }: MessagePanelProps) => {
  const latest = useLatestMessages();
  const markRead = useMarkMessagesRead();
  const panel = useRef<HTMLDivElement>(null);
  // a dialog takes the focus as it opens, so the keyboard is in it (once placed: the page must not jump to it)
  useEffect(() => {
    const frame = requestAnimationFrame(() => panel.current?.focus({ preventScroll: true }));
    return () => cancelAnimationFrame(frame);
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose(true);
  };
  const centre = centreHrefOf(area);
  return (
    <div
      id={id}
      ref={panel}
      role="dialog"
      aria-label="最新消息"
      tabIndex={-1}
      className="message-panel"
      onKeyDown={onKeyDown}
    >
      <div className="message-panel__head">
        <span className="message-panel__title">
          最新消息
          {unread ? <span className="message-panel__unread">（{unread} 条未读）</span> : null}
        </span>
        <Button
          type="link"
          size="small"
          disabled={!unread}
          loading={markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
        >
          全部标为已读
        </Button>
      </div>
      <LatestMessagesState
        latest={latest}
        className="message-panel__state"
        emptyText="暂无消息。审核结果、合作申请等会通知到这里。"
      >
        {(rows) => (
          <ul className="message-panel__list">
            {rows.map((message) => (
              <li
                key={message.messageId}
                className={message.read ? 'message-panel__item' : 'message-panel__item is-unread'}
              >
                <MessageLink
                  message={message}
                  to={isPortalPath(message.link) ? message.link : centre}
                  className="message-panel__link"
                  onFollow={() => onClose(false)}
                >
                  <span className="message-dot" aria-hidden="true" />
                  <span className="message-panel__text">
                    <span className="message-panel__item-title">
                      {message.read ? null : <span className="visually-hidden">未读：</span>}
                      {message.title}
                    </span>
                    <time className="message-time" dateTime={message.createdAt}>
                      {formatDateTime(message.createdAt)}
                    </time>
                  </span>
                </MessageLink>
              </li>
            ))}
          </ul>
        )}
      </LatestMessagesState>
      <div className="message-panel__foot">
        <Link to={centre} onClick={() => onClose(false)}>
          查看全部
        </Link>
      </div>
    </div>
  );
};
