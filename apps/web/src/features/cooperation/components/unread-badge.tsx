import { Badge } from 'antd';
import { useCooperationUnread } from '../api/list-received-cooperation.ts';

/**
 * The unread count beside the 合作申请 menu entry; nothing when none or unknown, and nothing asked for a tenant that
 * receives none (the caller says whether the chosen tenant may publish).
 */
export const CooperationUnreadBadge = ({ enabled }: { enabled: boolean }) => {
  const { data: unread } = useCooperationUnread({ enabled });
  if (!enabled || !unread) return null;
  return (
    <Badge
      className="waiting-count-badge"
      // the dark gold of LOOK.md: white on it meets AA, and red stays for errors
      color="#9A6A00"
      style={{ marginInlineStart: 8 }}
      count={unread}
      overflowCount={99}
      title={`${unread} 条未读合作申请`}
    />
  );
};
