// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../lib/jsdom-test-support.tsx';
import { ListPager, type PagerItem, pagerItems, totalText } from './list-pager.tsx';

describe('the total under a list', () => {
  it('reads 共 N 条 when counted, and 约 N 条 with thousands separated when the server estimated it', () => {
    expect(totalText(12)).toBe('共 12 条');
    expect(totalText(12, false)).toBe('共 12 条');
    expect(totalText(1_000_000, true)).toBe('约 1,000,000 条');
  });
});

/** The items as they read: page numbers, ‹n for a jump back to n, n› for a jump on to n. */
const shown = (items: PagerItem[]) =>
  items.map((item) =>
    item.kind === 'page' ? String(item.page) : item.kind === 'jump-prev' ? `‹${item.page}` : `${item.page}›`,
  );

describe('the pages a pager offers (as antd’s Pagination lays them out)', () => {
  it('lists every page up to seven', () => {
    expect(shown(pagerItems(1, 1))).toEqual(['1']);
    expect(shown(pagerItems(4, 7))).toEqual(['1', '2', '3', '4', '5', '6', '7']);
  });

  it('keeps five in a row at either end, with a jump of five and the last or first page', () => {
    expect(shown(pagerItems(1, 20))).toEqual(['1', '2', '3', '4', '5', '6›', '20']);
    expect(shown(pagerItems(4, 20))).toEqual(['1', '2', '3', '4', '5', '6', '9›', '20']);
    expect(shown(pagerItems(20, 20))).toEqual(['1', '‹15', '16', '17', '18', '19', '20']);
  });

  it('in the middle: the first page, a jump back, two pages each side, a jump on, the last page', () => {
    expect(shown(pagerItems(10, 20))).toEqual(['1', '‹5', '8', '9', '10', '11', '12', '15›', '20']);
    expect(shown(pagerItems(5, 20))).toEqual(['1', '‹1', '3', '4', '5', '6', '7', '10›', '20']);
  });
});

/**
 * Clicks, and tells whether the page kept the click (prevented the browser's default). The default is then prevented
 * anyway, last, at the window: jsdom does not follow links.
 */
const click = (element: Element, init: MouseEventInit = {}) => {
  let kept = false;
  const stopNavigation = (event: Event) => {
    kept = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', stopNavigation);
  act(() => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  });
  window.removeEventListener('click', stopNavigation);
  return { defaultPrevented: kept };
};

describe('ListPager', () => {
  it('draws real links to the pages; a plain click turns the page in place, a modified one is the browser’s', () => {
    const onChange = vi.fn();
    const screen = renderWithApp(
      <ListPager
        page={2}
        pageSize={10}
        total={45}
        onChange={onChange}
        hrefOf={(page) => `/list?page=${page}`}
      />,
    );
    const nav = screen.querySelector('nav[aria-label="分页"]');
    expect(nav?.textContent).toContain('共 45 条');
    const links = [...screen.querySelectorAll('a')];
    expect(
      links.map((link) => [link.getAttribute('aria-label') ?? link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['上一页', '/list?page=1'],
      ['1', '/list?page=1'],
      ['2', '/list?page=2'],
      ['3', '/list?page=3'],
      ['4', '/list?page=4'],
      ['5', '/list?page=5'],
      ['下一页', '/list?page=3'],
    ]);
    expect(screen.querySelector('[aria-current="page"]')?.textContent).toBe('2');

    const third = links[3] as HTMLAnchorElement;
    expect(click(third).defaultPrevented).toBe(true);
    expect(onChange).toHaveBeenCalledWith(3);

    onChange.mockClear();
    expect(click(third, { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('without addresses draws buttons; 上一页 on the first page and 下一页 on the last are disabled', () => {
    const onChange = vi.fn();
    const screen = renderWithApp(<ListPager page={1} pageSize={10} total={20} onChange={onChange} />);
    expect(screen.querySelector('a')).toBeNull();
    const previous = screen.querySelector<HTMLButtonElement>('button[aria-label="上一页"]');
    const next = screen.querySelector<HTMLButtonElement>('button[aria-label="下一页"]');
    expect(previous?.disabled).toBe(true);
    expect(next?.disabled).toBe(false);
    click(next as HTMLButtonElement);
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('offers 跳至 on a long list, and turns to the page typed, kept within the list', () => {
    const onChange = vi.fn();
    const short = renderWithApp(<ListPager page={1} pageSize={10} total={50} onChange={onChange} />);
    expect(short.querySelector('input')).toBeNull();

    const screen = renderWithApp(<ListPager page={1} pageSize={10} total={51} onChange={onChange} />);
    const input = screen.querySelector<HTMLInputElement>('input[aria-label="跳至页码"]') as HTMLInputElement;
    const type = (value: string) =>
      act(() => {
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        setValue?.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
    type('99');
    act(() => {
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
    expect(onChange).toHaveBeenCalledWith(6);
    expect(input.value).toBe('');
  });

  it('offers 每页条数 where the list has sizes, and a size chosen is passed on', () => {
    const fixed = renderWithApp(<ListPager page={1} pageSize={10} total={30} onChange={vi.fn()} />);
    expect(fixed.querySelector('select')).toBeNull();

    const onPageSize = vi.fn();
    const screen = renderWithApp(
      <ListPager
        page={2}
        pageSize={20}
        total={90}
        onChange={vi.fn()}
        pageSizes={[10, 20, 50]}
        onPageSize={onPageSize}
      />,
    );
    const select = screen.querySelector<HTMLSelectElement>(
      'select[aria-label="每页条数"]',
    ) as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual([
      '10 条/页',
      '20 条/页',
      '50 条/页',
    ]);
    expect(select.value).toBe('20');
    act(() => {
      select.value = '50';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(onPageSize).toHaveBeenCalledWith(50);
  });
});
