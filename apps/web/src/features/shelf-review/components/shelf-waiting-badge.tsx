import { Badge } from 'antd';
import { useShelfCounts } from '../api/list-shelf-queue.ts';

/** How many services and products wait, as a badge beside the 产品服务审核 menu entry; nothing when none or unknown. */
export const ShelfWaitingBadge = () => {
  const { data } = useShelfCounts();
  const waiting = data ? data.service.counts.pending + data.product.counts.pending : 0;
  if (waiting === 0) return null;
  return (
    <Badge
      className="waiting-count-badge"
      // the dark gold of LOOK.md: white on it meets AA, and red stays for errors
      color="#9A6A00"
      style={{ marginInlineStart: 8 }}
      count={waiting}
      overflowCount={99}
      title={`${waiting} 项产品和服务待审核`}
    />
  );
};
