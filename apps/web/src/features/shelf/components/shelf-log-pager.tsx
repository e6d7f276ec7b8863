import { Pagination } from 'antd';

export interface ShelfLogPagerProps {
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

/** The log's pages, antd's small Pagination: its own chunk, as most logs fit on one page (shelf-log-card.tsx). */
export const ShelfLogPager = ({ current, pageSize, total, onChange }: ShelfLogPagerProps) => (
  <Pagination
    className="shelf-log__pager"
    size="small"
    current={current}
    pageSize={pageSize}
    total={total}
    showSizeChanger={false}
    showTotal={(count) => `共 ${count} 条`}
    onChange={onChange}
  />
);
