import './menu-count-badge.css';

/** Above this the badge shows 99+ (antd Badge's overflowCount); its title keeps the exact number. */
const OVERFLOW = 99;

/**
 * How many items wait on a page (an operator's queue, the unread cooperation requests), as a badge beside its menu
 * entry; nothing when none (or not known yet: the caller passes 0). antd's standalone Badge as it looks, drawn here:
 * the work menu no longer loads antd's Menu, and this badge was the only other reason for antd's Badge code there.
 */
export const MenuCountBadge = ({ count, title }: { count: number; title: string }) => {
  if (count === 0) return null;
  return (
    // two digits or more take antd's padding; one sits in the 20-px circle
    <sup className={count > 9 ? 'menu-count-badge menu-count-badge--wide' : 'menu-count-badge'} title={title}>
      {count > OVERFLOW ? `${OVERFLOW}+` : count}
    </sup>
  );
};
