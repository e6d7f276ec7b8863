// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../lib/jsdom-test-support.tsx';
import { DataTable, type DataTableColumn } from './data-table.tsx';

interface Person {
  id: string;
  name: string;
  age: number | null;
}

const people: Person[] = [
  { id: 'a', name: '张三', age: 30 },
  { id: 'b', name: '李四', age: null },
];

const columns: DataTableColumn<Person>[] = [
  { title: '姓名', dataIndex: 'name', width: 120 },
  {
    title: '年龄',
    dataIndex: 'age',
    align: 'end',
    render: (age: number | null) => (age === null ? '—' : `${age} 岁`),
  },
  {
    title: '操作',
    key: 'action',
    fixed: 'end',
    render: (_, person) => <button type="button">编辑{person.name}</button>,
  },
];

/** The table as a reader hears it: its name, its headings, and each row's cells. */
const read = (screen: HTMLElement) => {
  const table = screen.querySelector('table');
  return {
    name: table?.getAttribute('aria-label'),
    headings: [...(table?.querySelectorAll('thead th') ?? [])].map((th) => [
      th.textContent,
      th.getAttribute('scope'),
    ]),
    rows: [...(table?.querySelectorAll('tbody tr') ?? [])].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent),
    ),
  };
};

describe('DataTable', () => {
  it('is a named table with column headings and a row per record, each cell from its field or its render', () => {
    const screen = renderWithApp(
      <DataTable<Person> aria-label="人员" columns={columns} rows={people} rowKey="id" />,
    );
    expect(read(screen)).toEqual({
      name: '人员',
      headings: [
        ['姓名', 'col'],
        ['年龄', 'col'],
        ['操作', 'col'],
      ],
      rows: [
        ['张三', '30 岁', '编辑张三'],
        ['李四', '—', '编辑李四'],
      ],
    });
    expect(screen.querySelector('col')?.getAttribute('style')).toContain('width: 120px');
    expect(screen.querySelector('td.data-table__cell--end')?.textContent).toBe('30 岁');
    expect(screen.querySelector('td.data-table__cell--fixed-end')).not.toBeNull();
    // nothing to page through without paging
    expect(screen.querySelector('nav[aria-label="分页"]')).toBeNull();
  });

  it('gives rows their class and attributes, keeps a least width, and says so when it has no rows', () => {
    const screen = renderWithApp(
      <DataTable<Person>
        aria-label="人员"
        columns={columns}
        rows={people}
        rowKey="id"
        minWidth={860}
        rowClassName={(person) => (person.age === null ? 'is-unknown' : '')}
        rowProps={(person) => ({ 'data-testid': `person-${person.id}` })}
      />,
    );
    expect(screen.querySelector('[data-testid="person-b"]')?.className).toBe('data-table__row is-unknown');
    expect(screen.querySelector('[data-testid="person-a"]')?.className).toBe('data-table__row');
    expect(screen.querySelector('table')?.style.width).toBe('860px');

    const empty = renderWithApp(
      <DataTable<Person> aria-label="人员" columns={columns} rows={[]} rowKey="id" emptyText="还没有人员" />,
    );
    expect(read(empty).rows).toEqual([['还没有人员']]);
    expect(empty.querySelector('tbody td')?.getAttribute('colspan')).toBe('3');
  });

  it('dims an older page and shows that the next one is loading', () => {
    const screen = renderWithApp(
      <DataTable<Person> aria-label="人员" columns={columns} rows={people} rowKey="id" stale loading />,
    );
    expect(screen.querySelector('.data-table')?.className).toContain('is-stale');
    expect(screen.querySelector('table')?.getAttribute('aria-busy')).toBe('true');
    expect(screen.querySelector('[role="status"]')?.textContent).toBe('正在加载…');

    const settled = renderWithApp(
      <DataTable<Person> aria-label="人员" columns={columns} rows={people} rowKey="id" />,
    );
    expect(settled.querySelector('.data-table')?.className).not.toContain('is-stale');
    expect(settled.querySelector('[role="status"]')).toBeNull();
  });

  it('pages with the list pager: 共 N 条, a page turned, a size chosen starts again at page 1', () => {
    const onChange = vi.fn();
    const screen = renderWithApp(
      <DataTable<Person>
        aria-label="人员"
        columns={columns}
        rows={people}
        rowKey="id"
        paging={{ page: 2, pageSize: 20, total: 45, onChange, pageSizes: [10, 20, 50] }}
      />,
    );
    expect(screen.querySelector('nav[aria-label="分页"]')?.textContent).toContain('共 45 条');
    act(() => {
      screen.querySelector<HTMLButtonElement>('button[aria-label="下一页"]')?.click();
    });
    expect(onChange).toHaveBeenLastCalledWith(3, 20);
    const select = screen.querySelector<HTMLSelectElement>(
      'select[aria-label="每页条数"]',
    ) as HTMLSelectElement;
    act(() => {
      select.value = '50';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(onChange).toHaveBeenLastCalledWith(1, 50);
  });

  it('hides the pager when asked and everything fits one page', () => {
    const screen = renderWithApp(
      <DataTable<Person>
        aria-label="人员"
        columns={columns}
        rows={people}
        rowKey="id"
        paging={{ page: 1, pageSize: 10, total: 2, onChange: vi.fn(), hideOnSinglePage: true }}
      />,
    );
    expect(screen.querySelector('nav[aria-label="分页"]')).toBeNull();
  });
});
