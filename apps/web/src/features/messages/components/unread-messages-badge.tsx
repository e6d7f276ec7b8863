import { MenuCountBadge } from '../../../components/ui/menu-count-badge.tsx';
import { useUnreadCount } from '../hooks/use-unread-count.ts';

/** The unread count beside the 消息中心 menu entry. */
export const UnreadMessagesBadge = () => {
  const unread = useUnreadCount() ?? 0;
  return <MenuCountBadge count={unread} title={`${unread} 条未读消息`} />;
};
