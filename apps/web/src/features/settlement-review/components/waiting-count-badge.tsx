import { Badge } from 'antd';
import { useSettlementCounts, waitingCountOf } from '../api/list-settlement-queue.ts';

/** The number of applications waiting, as a badge beside the 入驻审核 menu entry; nothing when none or unknown. */
export const WaitingCountBadge = () => {
  const { data } = useSettlementCounts();
  const waiting = data ? waitingCountOf(data) : 0;
  if (waiting === 0) return null;
  return (
    <Badge
      className="waiting-count-badge"
      // the dark gold of LOOK.md: white on it meets AA, and red stays for errors
      color="#9A6A00"
      style={{ marginInlineStart: 8 }}
      count={waiting}
      overflowCount={99}
      title={`${waiting} 份入驻申请待审核`}
    />
  );
};
