import { DoubleLeftOutlined, DoubleRightOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { type KeyboardEvent, type MouseEvent, type ReactNode, useState } from 'react';
import './list-pager.css';

interface ListPagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** The server estimated the total (a very long list, decision 018): shown as 约 N 条. */
  estimate?: boolean | undefined;
  onChange: (page: number) => void;
  /**
   * The address of a page of the list (`?page=3`, with the list's other parameters). Given, the pager's targets are
   * real links a crawler can follow and a reader can open in a new tab; a plain click still turns the page in place.
   */
  hrefOf?: (page: number) => string;
  /** The sizes a reader may choose (每页条数, a native select), and what choosing one does; none: the size is fixed. */
  pageSizes?: readonly number[];
  onPageSize?: (pageSize: number) => void;
  /** A list that is the page goes back to its top on a turn; a table inside a page keeps its place, as antd's does. */
  scrollToTop?: boolean;
  className?: string;
}

/** How a list's total reads: 共 12 条, or 约 1,000,000 条 when the server only estimated it. */
export const totalText = (total: number, estimate?: boolean) =>
  estimate ? `约 ${total.toLocaleString('zh-CN')} 条` : `共 ${total} 条`;

/** Pages on each side of the current one before the pager jumps (antd's Pagination: 2). */
const BUFFER = 2;
/** How far the ••• between the pages jump (antd's: 5). */
const JUMP = 5;

export type PagerItem = { kind: 'page'; page: number } | { kind: 'jump-prev' | 'jump-next'; page: number };

/**
 * The pager's items between 上一页 and 下一页, as antd's Pagination lays them out: every page up to seven pages; else
 * the first and the last page, two on each side of the current one (five in a row at either end), and a jump of five
 * pages (•••) where pages are left out.
 */
export const pagerItems = (current: number, pageCount: number): PagerItem[] => {
  const page = (n: number): PagerItem => ({ kind: 'page', page: n });
  if (pageCount <= 3 + BUFFER * 2) return Array.from({ length: pageCount }, (_, index) => page(index + 1));
  let left = Math.max(1, current - BUFFER);
  let right = Math.min(current + BUFFER, pageCount);
  if (current - 1 <= BUFFER) right = 1 + BUFFER * 2;
  if (pageCount - current <= BUFFER) left = pageCount - BUFFER * 2;
  const items: PagerItem[] = [];
  for (let n = left; n <= right; n += 1) items.push(page(n));
  if (current - 1 >= BUFFER * 2 && current !== 1 + 2) {
    items.unshift({ kind: 'jump-prev', page: Math.max(1, current - JUMP) });
  }
  if (pageCount - current >= BUFFER * 2 && current !== pageCount - 2) {
    items.push({ kind: 'jump-next', page: Math.min(pageCount, current + JUMP) });
  }
  if (left !== 1) items.unshift(page(1));
  if (right !== pageCount) items.push(page(pageCount));
  return items;
};

/** A modified click (new tab, new window, download) is the browser's; a plain one turns the page in place. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

interface TargetProps {
  page: number;
  hrefOf: ((page: number) => string) | undefined;
  turnTo: (page: number) => void;
  className: string;
  label?: string;
  current?: boolean;
  children: ReactNode;
}

/** One target of the pager: a link to the page when the list has addresses, else a button. */
const Target = ({ page, hrefOf, turnTo, className, label, current, children }: TargetProps) =>
  hrefOf ? (
    <a
      href={hrefOf(page)}
      className={className}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        turnTo(page);
      }}
    >
      {children}
    </a>
  ) : (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      onClick={() => turnTo(page)}
    >
      {children}
    </button>
  );

/** 跳至 [ ] 页: Enter (or leaving the box) turns to the page typed, kept within the list's pages. */
const QuickJumper = ({ pageCount, turnTo }: { pageCount: number; turnTo: (page: number) => void }) => {
  const [typed, setTyped] = useState('');
  const jump = () => {
    const page = Number.parseInt(typed, 10);
    setTyped('');
    if (Number.isFinite(page)) turnTo(Math.min(Math.max(page, 1), pageCount));
  };
  return (
    <label className="list-pager__jumper">
      跳至
      <input
        className="list-pager__jumper-input"
        inputMode="numeric"
        aria-label="跳至页码"
        value={typed}
        onChange={(event) => setTyped(event.target.value.replace(/\D/g, ''))}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key === 'Enter') jump();
        }}
        onBlur={() => {
          if (typed) jump();
        }}
      />
      页
    </label>
  );
};

/**
 * The pager under every public list and the message centre, with 共 N 条 (LOOK.md), drawn as antd's Pagination looks
 * (list-pager.css, from antd's tokens) without it: antd's Pagination imports its Select, 21 KiB, for its size changer;
 * the work areas' queues choose their size (每页条数) in a native select instead (docs/decisions/034).
 */
export const ListPager = ({
  page,
  pageSize,
  total,
  estimate,
  onChange,
  hrefOf,
  pageSizes,
  onPageSize,
  scrollToTop = true,
  className,
}: ListPagerProps) => {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const turnTo = (next: number) => {
    if (next === page) return;
    onChange(next);
    if (scrollToTop) window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const item = 'list-pager__item';
  return (
    <nav aria-label="分页" className={className ? `list-pager ${className}` : 'list-pager'}>
      <span className="list-pager__total">{totalText(total, estimate)}</span>
      <ul className="list-pager__items">
        <li>
          {page > 1 ? (
            <Target page={page - 1} hrefOf={hrefOf} turnTo={turnTo} className={item} label="上一页">
              <LeftOutlined aria-hidden="true" />
            </Target>
          ) : (
            <button type="button" className={item} aria-label="上一页" disabled>
              <LeftOutlined aria-hidden="true" />
            </button>
          )}
        </li>
        {pagerItems(page, pageCount).map((entry) => (
          <li key={entry.kind === 'page' ? entry.page : entry.kind}>
            {entry.kind === 'page' ? (
              <Target
                page={entry.page}
                hrefOf={hrefOf}
                turnTo={turnTo}
                className={entry.page === page ? `${item} is-current` : item}
                current={entry.page === page}
              >
                {entry.page}
              </Target>
            ) : (
              <Target
                page={entry.page}
                hrefOf={hrefOf}
                turnTo={turnTo}
                className={`${item} list-pager__jump`}
                label={entry.kind === 'jump-prev' ? `向前 ${JUMP} 页` : `向后 ${JUMP} 页`}
              >
                <span className="list-pager__dots" aria-hidden="true">
                  •••
                </span>
                {entry.kind === 'jump-prev' ? (
                  <DoubleLeftOutlined className="list-pager__arrows" aria-hidden="true" />
                ) : (
                  <DoubleRightOutlined className="list-pager__arrows" aria-hidden="true" />
                )}
              </Target>
            )}
          </li>
        ))}
        <li>
          {page < pageCount ? (
            <Target page={page + 1} hrefOf={hrefOf} turnTo={turnTo} className={item} label="下一页">
              <RightOutlined aria-hidden="true" />
            </Target>
          ) : (
            <button type="button" className={item} aria-label="下一页" disabled>
              <RightOutlined aria-hidden="true" />
            </button>
          )}
        </li>
      </ul>
      {pageSizes && onPageSize ? (
        <select
          className="list-pager__sizes"
          aria-label="每页条数"
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value))}
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size} 条/页
            </option>
          ))}
        </select>
      ) : null}
      {total > pageSize * 5 ? <QuickJumper pageCount={pageCount} turnTo={turnTo} /> : null}
    </nav>
  );
};
