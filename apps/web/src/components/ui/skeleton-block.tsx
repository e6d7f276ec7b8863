/** A shimmering placeholder of any shape (covers, maps) that takes its size from its class, unlike antd's fixed nodes. */
export const SkeletonBlock = ({ className }: { className?: string }) => (
  <div className={['skeleton-block', className].filter(Boolean).join(' ')} aria-hidden="true" />
);
