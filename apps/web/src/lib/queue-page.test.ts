import { describe, expect, it } from 'vitest';
import { DEFAULT_QUEUE_PAGE_SIZE, queuePage } from './queue-page.ts';

const parse = (search: string) => queuePage.parse(new URLSearchParams(search));

describe('the page of an operator’s queue in the address', () => {
  it('reads the page and a size the queues offer, else page 1 at the default size', () => {
    expect(parse('page=3&pageSize=50')).toEqual({ page: 3, pageSize: 50 });
    expect(parse('page=0&pageSize=33')).toEqual({ page: 1, pageSize: DEFAULT_QUEUE_PAGE_SIZE });
  });

  it('writes only what differs from the first page at the default size', () => {
    expect(
      queuePage.write(new URLSearchParams(), { page: 1, pageSize: DEFAULT_QUEUE_PAGE_SIZE }).toString(),
    ).toBe('');
    expect(queuePage.write(new URLSearchParams('state=handled'), { page: 2, pageSize: 50 }).toString()).toBe(
      'state=handled&page=2&pageSize=50',
    );
  });

  it('turns to another page, and back to page 1 with another page size', () => {
    const filters = { state: 'open', page: 7, pageSize: 10 };
    expect(queuePage.turn(filters, { page: 8 })).toEqual({ state: 'open', page: 8, pageSize: 10 });
    expect(queuePage.turn(filters, { page: 7, pageSize: 50 })).toEqual({
      state: 'open',
      page: 1,
      pageSize: 50,
    });
  });

  it('links to the first page of a view, or to the plain queue for the default one', () => {
    const serialise = (filters: { state?: string; page: number; pageSize: number }) =>
      queuePage.write(new URLSearchParams(filters.state ? { state: filters.state } : {}), filters);
    expect(queuePage.firstPageSearch(serialise, { state: 'handled' })).toBe('?state=handled');
    expect(queuePage.firstPageSearch(serialise, {})).toBe('');
  });
});
