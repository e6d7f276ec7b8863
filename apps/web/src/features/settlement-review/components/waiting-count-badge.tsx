import { MenuCountBadge } from '../../../components/ui/menu-count-badge.tsx';
import { useSettlementCounts, waitingCountOf } from '../api/list-settlement-queue.ts';

/** The number of applications waiting, as a badge beside the 入驻审核 menu entry. */
export const WaitingCountBadge = () => {
  const { data } = useSettlementCounts();
  const waiting = data ? waitingCountOf(data) : 0;
  return <MenuCountBadge count={waiting} title={`${waiting} 份入驻申请待审核`} />;
};
