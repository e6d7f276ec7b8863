import { Card, Skeleton } from 'antd';

/** Shown while the first page of the app (or a whole layout) is being fetched. */
export const PageSkeleton = () => (
  <div className="page-skeleton" aria-busy="true" aria-live="polite">
    <span className="visually-hidden">页面加载中…</span>
    <div className="page-skeleton__header">
      <Skeleton.Avatar active shape="square" size={36} />
      <Skeleton.Input active size="small" style={{ width: 200 }} />
    </div>
    <div className="container">
      <Card>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    </div>
  </div>
);
