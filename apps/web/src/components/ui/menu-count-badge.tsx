import { Badge } from 'antd';

/**
 * How many items wait on a page (an operator's queue, the unread cooperation requests), as a badge beside its menu
 * entry; nothing when none (or not known yet: the caller passes 0).
 */
export const MenuCountBadge = ({ count, title }: { count: number; title: string }) => {
  if (count === 0) return null;
  return (
    <Badge
      className="waiting-count-badge"
      // the dark gold of LOOK.md: white on it meets AA, and red stays for errors
      color="#9A6A00"
      style={{ marginInlineStart: 8 }}
      count={count}
      overflowCount={99}
      title={title}
    />
  );
};
