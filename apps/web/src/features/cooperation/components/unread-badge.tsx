import { MenuCountBadge } from '../../../components/ui/menu-count-badge.tsx';
import { useCooperationUnread } from '../api/list-received-cooperation.ts';

/**
 * The unread count beside the 合作申请 menu entry; nothing when none or unknown, and nothing asked for a tenant that
 * receives none (the caller says whether the chosen tenant may publish).
 */
export const CooperationUnreadBadge = ({ enabled }: { enabled: boolean }) => {
  const { data } = useCooperationUnread({ enabled });
  const unread = enabled ? (data ?? 0) : 0;
  return <MenuCountBadge count={unread} title={`${unread} 条未读合作申请`} />;
};
