import { Pagination, type PaginationProps } from 'antd';
import type { MouseEvent, ReactNode } from 'react';

interface ListPagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** The server estimated the total (a very long list, decision 018): shown as 约 N 条. */
  estimate?: boolean | undefined;
  onChange: (page: number) => void;
  /**
   * The address of a page of the list (`?page=3`, with the list's other parameters). Given, the page numbers are real
   * links a crawler can follow (antd draws them as `<a>` without `href`); a click still turns the page in place.
   */
  hrefOf?: (page: number) => string;
}

/** A plain click turns the page in place (antd's own handler); a modified click opens the link as the browser would. */
const stayInPlace = (event: MouseEvent<HTMLAnchorElement>) => {
  if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) {
    event.preventDefault();
  } else {
    event.stopPropagation();
  }
};

const linkedItems =
  (hrefOf: (page: number) => string): PaginationProps['itemRender'] =>
  (page, type, element) => {
    if (type === 'page') {
      return (
        <a href={hrefOf(page)} onClick={stayInPlace}>
          {page}
        </a>
      );
    }
    if ((type === 'jump-prev' || type === 'jump-next') && element && typeof element === 'object') {
      const { className, children } = (element as { props: { className?: string; children?: ReactNode } })
        .props;
      return (
        <a href={hrefOf(page)} className={className} onClick={stayInPlace}>
          {children}
        </a>
      );
    }
    return element;
  };

/** How a list's total reads: 共 12 条, or 约 1,000,000 条 when the server only estimated it. */
export const totalText = (total: number, estimate?: boolean) =>
  estimate ? `约 ${total.toLocaleString('zh-CN')} 条` : `共 ${total} 条`;

/** The pager under every public list, with 共 N 条 (LOOK.md). */
export const ListPager = ({ page, pageSize, total, estimate, onChange, hrefOf }: ListPagerProps) => (
  <nav aria-label="分页" className="list-pager">
    <Pagination
      {...(hrefOf ? { itemRender: linkedItems(hrefOf) } : {})}
      current={page}
      pageSize={pageSize}
      total={total}
      showSizeChanger={false}
      showQuickJumper={total > pageSize * 5}
      showTotal={(count) => totalText(count, estimate)}
      onChange={(next) => {
        onChange(next);
        window.scrollTo({ top: 0, behavior: 'smooth' });
      }}
    />
  </nav>
);
