import { MenuCountBadge } from '../../../components/ui/menu-count-badge.tsx';
import { useShelfCounts } from '../api/list-shelf-queue.ts';

/** How many services and products wait, as a badge beside the 产品服务审核 menu entry. */
export const ShelfWaitingBadge = () => {
  const { data } = useShelfCounts();
  const waiting = data ? data.service.counts.pending + data.product.counts.pending : 0;
  return <MenuCountBadge count={waiting} title={`${waiting} 项产品和服务待审核`} />;
};
