import { Badge } from 'antd';
import { useReportCounts } from '../api/list-reports.ts';

/** How many reports wait, as a badge beside the 举报处理 menu entry; nothing when none or unknown. */
export const OpenReportsBadge = () => {
  const { data } = useReportCounts();
  const open = data?.open ?? 0;
  if (open === 0) return null;
  return (
    <Badge
      className="waiting-count-badge"
      // the dark gold of LOOK.md: white on it meets AA, and red stays for errors
      color="#9A6A00"
      style={{ marginInlineStart: 8 }}
      count={open}
      overflowCount={99}
      title={`${open} 条举报待处理`}
    />
  );
};
