import { BellOutlined } from '@ant-design/icons';
import { Popover } from 'antd';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useUnreadCount } from '../hooks/use-unread-count.ts';
import type { MessageArea } from '../utils/message-area.ts';
import './messages.css';

/**
 * The popover's panel (its list, its empty state) loads when the bell is first pointed at, focused or opened, not with
 * every page of the work areas (docs/decisions/034).
 */
const loadPanel = () => import('./message-panel.tsx');
const MessagePanel = lazy(async () => ({ default: (await loadPanel()).MessagePanel }));
const preloadPanel = () => {
  loadPanel().catch(() => {
    // opening the popover loads it again
  });
};

/** Above this the badge shows 99+; the label and the test hook keep the exact number. */
export const BELL_OVERFLOW = 99;

/** What a screen reader hears on the bell: always the exact number. */
export const bellLabelOf = (unread: number | undefined): string => {
  if (unread === undefined) return '消息中心';
  return unread > 0 ? `消息中心，${unread} 条未读` : '消息中心，没有未读消息';
};

/**
 * The badge's figure: the exact number, or 99+ on screen above 99 with the exact number kept beside it (read by
 * the tests through `message-bell-count`; the bell's label says it to screen readers).
 */
const BellCount = ({ unread }: { unread: number }) => {
  const overflow = unread > BELL_OVERFLOW;
  return (
    <span className="message-bell__count" aria-hidden="true">
      <span data-testid="message-bell-count" className={overflow ? 'visually-hidden' : undefined}>
        {unread}
      </span>
      {overflow ? `${BELL_OVERFLOW}+` : null}
    </span>
  );
};

/**
 * The bell in the header of a work area: the exact unread count, and a popover of the latest messages that leads to
 * the area's message centre.
 */
export const MessageBell = ({ area }: { area: MessageArea }) => {
  const unread = useUnreadCount();
  const [open, setOpen] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) bell.current?.focus();
  };
  return (
    <div className="message-bell-slot">
      <Popover
        open={open}
        onOpenChange={setOpen}
        trigger="click"
        placement="bottomRight"
        arrow={false}
        destroyOnHidden
        // inside the header, right after the bell: the keyboard reaches the panel from it
        getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
        classNames={{ root: 'message-popover' }}
        content={
          <Suspense fallback={null}>
            <MessagePanel id={panelId} area={area} unread={unread} onClose={close} />
          </Suspense>
        }
      >
        <button
          ref={bell}
          type="button"
          className="message-bell"
          aria-label={bellLabelOf(unread)}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onPointerEnter={preloadPanel}
          onFocus={preloadPanel}
        >
          {/* antd's Badge with a count of its own, drawn here (messages.css): its code was loaded by every work page */}
          <span className="message-bell__badge">
            <BellOutlined className="message-bell__icon" aria-hidden="true" />
            {unread ? <BellCount unread={unread} /> : null}
          </span>
        </button>
      </Popover>
    </div>
  );
};
