import { MenuCountBadge } from '../../../components/ui/menu-count-badge.tsx';
import { useReportCounts } from '../api/list-reports.ts';

/** How many reports wait, as a badge beside the 举报处理 menu entry. */
export const OpenReportsBadge = () => {
  const open = useReportCounts().data?.open ?? 0;
  return <MenuCountBadge count={open} title={`${open} 条举报待处理`} />;
};
