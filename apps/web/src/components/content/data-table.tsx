import {
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { ListPager } from './list-pager.tsx';
import './data-table.css';

/** One column of a DataTable: what the work areas' tables ask of a column, and nothing more. */
export interface DataTableColumn<Row> {
  /** The column's heading (a `th scope="col"`). */
  title: ReactNode;
  /** The column's key; its dataIndex stands in when it has none. */
  key?: string;
  /** The row's field the cell shows (given to `render` as its first argument). */
  dataIndex?: keyof Row & string;
  /** What the cell shows: the field's value, the row and the row's index on the page. */
  // `never`: each column's render names the type its field holds (string, number, a union of states)
  render?: (value: never, row: Row, index: number) => ReactNode;
  /** Width in px; columns without one share what is left. */
  width?: number;
  align?: 'center' | 'end';
  /** One line cut with …, the whole of it as the cell's title when it is text. */
  ellipsis?: boolean;
  /** `end`: the column stays at the right edge while the rest scrolls sideways (a row's actions on a phone). */
  fixed?: 'end';
  /** A class on the column's cells, heading and body alike. */
  className?: string;
}

export interface DataTablePaging {
  page: number;
  pageSize: number;
  total: number;
  /** Another page, or (from the page-size chooser) another size. */
  onChange: (page: number, pageSize: number) => void;
  /** The sizes the reader can choose between (每页条数); none: the size is fixed. */
  pageSizes?: readonly number[];
  /** No pager when everything fits one page. */
  hideOnSinglePage?: boolean;
}

/** The attributes a row's `<tr>` takes besides its key and class (a `data-testid` the browser specs find it by). */
export type DataTableRowProps = HTMLAttributes<HTMLTableRowElement> & { [data: `data-${string}`]: string };

interface DataTableProps<Row> {
  /** Names the table for screen readers. */
  'aria-label': string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: keyof Row & string;
  /** antd's sizes: `middle` (12 × 8 cells, the lists) or `small` (8 × 8, tables inside a card or a drawer). */
  size?: 'middle' | 'small';
  /** The table's least width before it scrolls sideways; `max-content`: as wide as its cells want. */
  minWidth?: number | 'max-content';
  rowClassName?: (row: Row) => string;
  rowProps?: (row: Row) => DataTableRowProps;
  /** The rows are an older page, shown dimmed until the next one arrives. */
  stale?: boolean;
  /** The next rows are on their way: a spinner over the table. */
  loading?: boolean;
  /** What an empty table says (most callers' QueryBlock shows their empty state before a table is drawn). */
  emptyText?: ReactNode;
  paging?: DataTablePaging;
  className?: string;
}

const keyOf = <Row,>(column: DataTableColumn<Row>, index: number) =>
  column.key ?? column.dataIndex ?? String(index);

const cellClass = <Row,>(column: DataTableColumn<Row>) =>
  [
    'data-table__cell',
    column.align ? `data-table__cell--${column.align}` : '',
    column.ellipsis ? 'data-table__cell--ellipsis' : '',
    column.fixed ? 'data-table__cell--fixed-end' : '',
    column.className ?? '',
  ]
    .filter(Boolean)
    .join(' ');

const cellContent = <Row,>(column: DataTableColumn<Row>, row: Row, index: number): ReactNode => {
  const value = column.dataIndex === undefined ? undefined : row[column.dataIndex];
  if (column.render) return column.render(value as never, row, index);
  return value === null || value === undefined ? null : String(value);
};

/**
 * Which sides of a sideways-scrolling table have more columns out of view: the shadow on that side says so (a phone
 * shows a fraction of a queue's columns). Measured on scroll and whenever the table's box changes.
 */
const useScrollEdges = () => {
  const ref = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: false, end: false });
  const measure = useCallback(() => {
    const scroller = ref.current;
    if (!scroller) return;
    const start = scroller.scrollLeft > 0;
    const end = scroller.scrollLeft + scroller.clientWidth < scroller.scrollWidth - 1;
    setEdges((was) => (was.start === start && was.end === end ? was : { start, end }));
  }, []);
  useEffect(() => {
    const scroller = ref.current;
    measure();
    if (!scroller || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    const table = scroller.firstElementChild;
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, [measure]);
  return { ref, edges, measure };
};

/**
 * A table of the work areas, drawn as antd's Table looks (data-table.css, from antd's tokens) without its code: antd's
 * Table brought a work page some 80 KiB (its own, and through its pager a Select, a dropdown, a menu, a spinner,
 * radios and checkboxes; docs/decisions/034). A semantic table (named, column headings, a row per record) in a
 * wrapper that scrolls sideways below its least width, the page dimmed while the next one loads, and the list pager
 * (with 每页条数 where the list offers sizes) under it. A row's links and buttons are in the tab order as they are.
 */
export const DataTable = <Row,>({
  'aria-label': label,
  columns,
  rows,
  rowKey,
  size = 'middle',
  minWidth,
  rowClassName,
  rowProps,
  stale = false,
  loading = false,
  emptyText = '暂无数据',
  paging,
  className,
}: DataTableProps<Row>) => {
  const { ref, edges, measure } = useScrollEdges();
  const classes = [
    'data-table',
    `data-table--${size}`,
    stale ? 'is-stale' : '',
    loading ? 'is-loading' : '',
    edges.start ? 'is-more-start' : '',
    edges.end ? 'is-more-end' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const tableStyle: CSSProperties | undefined =
    minWidth === undefined
      ? undefined
      : minWidth === 'max-content'
        ? { width: 'max-content', minWidth: '100%' }
        : { width: minWidth, minWidth: '100%', tableLayout: 'fixed' };
  const showPager = paging !== undefined && !(paging.hideOnSinglePage && paging.total <= paging.pageSize);
  return (
    <div className={classes}>
      <div className="data-table__frame">
        {/*
         * not a focusable region of its own: every table here has links or buttons in its rows, and the focus moving to
         * one scrolls it into view (a tabbable wrapper was one more stop, and a phone target around all the others)
         */}
        <div ref={ref} className="data-table__scroller" onScroll={measure}>
          <table aria-label={label} aria-busy={loading || undefined} style={tableStyle}>
            <colgroup>
              {columns.map((column, index) => (
                <col key={keyOf(column, index)} style={column.width ? { width: column.width } : undefined} />
              ))}
            </colgroup>
            <thead>
              <tr>
                {columns.map((column, index) => (
                  <th key={keyOf(column, index)} scope="col" className={cellClass(column)}>
                    {column.title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <tr className="data-table__empty">
                  <td colSpan={columns.length}>{emptyText}</td>
                </tr>
              ) : (
                rows.map((row, rowIndex) => {
                  const extra = rowClassName?.(row);
                  return (
                    <tr
                      key={String(row[rowKey])}
                      {...rowProps?.(row)}
                      className={extra ? `data-table__row ${extra}` : 'data-table__row'}
                    >
                      {columns.map((column, index) => {
                        const content = cellContent(column, row, rowIndex);
                        return (
                          <td
                            key={keyOf(column, index)}
                            className={cellClass(column)}
                            title={column.ellipsis && typeof content === 'string' ? content : undefined}
                          >
                            {content}
                          </td>
                        );
                      })}
                    </tr>
                  );
                })
              )}
            </tbody>
          </table>
        </div>
        {loading ? (
          <div className="data-table__spinner" role="status">
            <span className="data-table__spinner-ring" aria-hidden="true" />
            <span className="visually-hidden">正在加载…</span>
          </div>
        ) : null}
      </div>
      {paging && showPager ? (
        <ListPager
          className="list-pager--table"
          page={paging.page}
          pageSize={paging.pageSize}
          total={paging.total}
          onChange={(page) => paging.onChange(page, paging.pageSize)}
          scrollToTop={false}
          {...(paging.pageSizes
            ? { pageSizes: paging.pageSizes, onPageSize: (pageSize: number) => paging.onChange(1, pageSize) }
            : {})}
        />
      ) : null}
    </div>
  );
};
