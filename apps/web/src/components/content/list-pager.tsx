import { Pagination } from 'antd';

interface ListPagerProps {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

/** The pager under every public list, with 共 N 条 (LOOK.md). */
export const ListPager = ({ page, pageSize, total, onChange }: ListPagerProps) => (
  <nav aria-label="分页" className="list-pager">
    <Pagination
      current={page}
      pageSize={pageSize}
      total={total}
      showSizeChanger={false}
      showQuickJumper={total > pageSize * 5}
      showTotal={(count) => `共 ${count} 条`}
      onChange={(next) => {
        onChange(next);
        window.scrollTo({ top: 0, behavior: 'smooth' });
      }}
    />
  </nav>
);
