import { describe, expect, it } from 'vitest';
import {
  isCountyCode,
  parseMyShelf,
  prefectureOf,
  regionQueryOf,
  serialiseMyShelf,
  shelfFiltersOf,
} from './shelf-filters.ts';

/** A shelf with two choices of its own, as the products' shelf has (category and certification). */
const filters = shelfFiltersOf<
  { category: 'tea' | 'fruit'; certification: 'green' | 'geo' },
  'latest' | 'popular'
>({
  choices: { category: ['tea', 'fruit'], certification: ['green', 'geo'] },
  sorts: ['latest', 'popular'],
  defaultSort: 'latest',
});

const parse = (query: string) => filters.parse(new URLSearchParams(query));

describe('a shelf’s filters in the URL', () => {
  it('reads every choice of the shelf, the region, keyword, order and page', () => {
    expect(parse('certification=geo&category=tea&region=522600&keyword=毛尖&sort=popular&page=2')).toEqual({
      category: 'tea',
      certification: 'geo',
      region: '522600',
      keyword: '毛尖',
      sort: 'popular',
      page: 2,
    });
  });

  it('drops a choice the shelf does not offer, a region outside Guizhou and an unknown order', () => {
    expect(parse('category=storage&certification=organic&region=110101&sort=priceAsc')).toEqual({
      sort: 'latest',
      page: 1,
    });
    expect(parse('region=520000')).toEqual({ sort: 'latest', page: 1 });
  });

  it('writes the choices in the order the shelf declares them, and reads back what it wrote', () => {
    const chosen = { certification: 'green', category: 'fruit', sort: 'latest', page: 1 } as const;
    const written = filters.serialise(chosen);
    expect(written.toString()).toBe('category=fruit&certification=green');
    expect(filters.parse(written)).toEqual(chosen);
  });

  it('clears one choice without touching the other, back on page 1', () => {
    const before = { category: 'tea', certification: 'geo', sort: 'popular', page: 3 } as const;
    expect(filters.update(before, { certification: undefined })).toEqual({
      category: 'tea',
      sort: 'popular',
      page: 1,
    });
    expect(filters.update(before, { page: 4 })).toEqual({ ...before, page: 4 });
  });

  it('asks the shelf call for every choice made, and knows when nothing narrows the shelf', () => {
    expect(filters.toQuery({ certification: 'geo', region: '522634', sort: 'latest', page: 1 }, 12)).toEqual({
      pageNum: 1,
      pageSize: 12,
      sort: 'latest',
      certification: 'geo',
      regionCode: '522634',
    });
    expect(filters.isFiltered({ sort: 'popular', page: 2 })).toBe(false);
    expect(filters.isFiltered({ certification: 'green', sort: 'latest', page: 1 })).toBe(true);
  });
});

describe('regions of Guizhou on the shelf', () => {
  it('finds the prefecture of a county, and tells the two apart', () => {
    expect(prefectureOf('522634')).toBe('522600');
    expect(prefectureOf('520100')).toBe('520100');
    expect(prefectureOf('520000')).toBeUndefined();
    expect(prefectureOf(undefined)).toBeUndefined();
    expect(isCountyCode('522634')).toBe(true);
    expect(isCountyCode('522600')).toBe(false);
  });

  it('asks for a prefecture by its prefix and a county by its code', () => {
    expect(regionQueryOf('522600')).toBe('5226');
    expect(regionQueryOf('522634')).toBe('522634');
    expect(regionQueryOf(undefined)).toBeUndefined();
  });
});

describe('the list of one’s own items in the URL', () => {
  it('reads the tab and page, an unknown tab as 全部', () => {
    expect(parseMyShelf(new URLSearchParams('tab=offShelf&page=2'))).toEqual({ tab: 'offShelf', page: 2 });
    expect(parseMyShelf(new URLSearchParams('tab=archived&page=0'))).toEqual({ tab: 'all', page: 1 });
  });

  it('writes only what differs from 全部 and page 1, after what the address already holds', () => {
    expect(serialiseMyShelf({ tab: 'all', page: 1 }).toString()).toBe('');
    expect(serialiseMyShelf({ tab: 'rejected', page: 2 }).toString()).toBe('tab=rejected&page=2');
    expect(
      serialiseMyShelf({ tab: 'draft', page: 1 }, new URLSearchParams({ view: 'mine' })).toString(),
    ).toBe('view=mine&tab=draft');
  });
});
