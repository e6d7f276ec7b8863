import { BellOutlined } from '@ant-design/icons';
import { useId, useRef, useState } from 'react';
import { partLoadedOnFirstUse, useLoadedOnFirstUse } from '../../../hooks/use-loaded-on-first-use.ts';
import { useUnreadCount } from '../hooks/use-unread-count.ts';
import type { MessageArea } from '../utils/message-area.ts';
import './messages.css';

/**
 * The popover's code (antd's Popover and its trigger, the panel's list and empty state) loads when the bell is first
 * pointed at, focused or pressed, not with every page of the work areas (docs/decisions/034); kept once loaded, so a
 * new header (a layout change) draws it at once.
 */
const bellPopover = partLoadedOnFirstUse(() =>
  import('./message-bell-popover.tsx').then((module) => module.MessageBellPopover),
);

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
 * the area's message centre. The bell is drawn once and stays the same element when the popover's code arrives (that
 * code aligns to it from beside it), so a press made meanwhile is kept: the popover opens as soon as it can.
 */
export const MessageBell = ({ area }: { area: MessageArea }) => {
  const unread = useUnreadCount();
  const [open, setOpen] = useState(false);
  // pressing the bell again tries again after a failed load
  const [BellPopover, load] = useLoadedOnFirstUse(bellPopover);
  const bell = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) bell.current?.focus();
  };
  return (
    <div className="message-bell-slot">
      <button
        ref={bell}
        type="button"
        className="message-bell"
        aria-label={bellLabelOf(unread)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          setOpen(!open);
          load();
        }}
      >
        {/* antd's Badge with a count of its own, drawn here (messages.css): its code was loaded by every work page */}
        <span className="message-bell__badge">
          <BellOutlined className="message-bell__icon" aria-hidden="true" />
          {unread ? <BellCount unread={unread} /> : null}
        </span>
      </button>
      {BellPopover ? (
        <BellPopover
          bell={bell}
          open={open}
          onOpenChange={setOpen}
          panelId={panelId}
          area={area}
          unread={unread}
          onClose={close}
        />
      ) : null}
    </div>
  );
};
