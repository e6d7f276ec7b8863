import type { MessageItem } from '@rrsp/contract';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { useOpenMessage } from '../hooks/use-open-message.ts';

interface MessageLinkProps {
  message: MessageItem;
  /** Where it leads: the message's own link, or the message centre. */
  to: string;
  className?: string;
  /** Called as the link is followed in this tab (a popover or a notification closes). */
  onFollow?: () => void;
  'aria-label'?: string;
  children: ReactNode;
}

const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A link from a message to what it is about: a real link (it can be opened in a new tab, and is read as a link), which
 * marks an unread message read before the app follows it.
 */
export const MessageLink = ({ message, to, className, onFollow, children, ...rest }: MessageLinkProps) => {
  const open = useOpenMessage();
  return (
    <Link
      to={to}
      className={className}
      aria-label={rest['aria-label']}
      onClick={(event) => {
        if (opensElsewhere(event)) {
          // a new tab opens it; this one still counts it read
          void open(message);
          return;
        }
        event.preventDefault();
        onFollow?.();
        void open(message, to);
      }}
    >
      {children}
    </Link>
  );
};
