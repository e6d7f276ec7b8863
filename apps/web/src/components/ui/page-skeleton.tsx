import { Skeleton } from 'antd';

/**
 * Shown while the first page of the app (or a whole layout) is being fetched. The card is drawn by global.css as
 * antd's Card is: every page loads this file, and antd's Card imports Tabs (and with them a dropdown and a menu).
 */
export const PageSkeleton = () => (
  <div className="page-skeleton" aria-busy="true" aria-live="polite">
    <span className="visually-hidden">页面加载中…</span>
    <div className="page-skeleton__header">
      <Skeleton.Avatar active shape="square" size={36} />
      <Skeleton.Input active size="small" style={{ width: 200 }} />
    </div>
    <div className="container">
      <div className="page-skeleton__card">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    </div>
  </div>
);
