import { useSettledTenant } from '../../features/auth/hooks/use-settled-tenant.ts';
import { CooperationUnreadBadge } from '../../features/cooperation/components/unread-badge.tsx';

/** The 合作申请 menu entry's badge: the chosen tenant's unread requests, asked for only when it may receive them. */
export const CooperationMenuBadge = () => <CooperationUnreadBadge enabled={Boolean(useSettledTenant())} />;
