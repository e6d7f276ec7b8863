import { describe, expect, it } from 'vitest';
import { isIsoDate, parseListQuery, pickParams, serialiseListQuery, updateListQuery } from './list-query.ts';

const parse = (query: string, rules?: Parameters<typeof parseListQuery>[1]) =>
  parseListQuery(new URLSearchParams(query), rules);

describe('list query in the URL', () => {
  it('reads category, keyword, dates and page from the address', () => {
    expect(
      parse('category=policy&keyword=茶叶&start=2026-01-01&end=2026-03-31&page=3', { dates: true }),
    ).toEqual({ category: 'policy', keyword: '茶叶', start: '2026-01-01', end: '2026-03-31', page: 3 });
  });

  it('gives the default view for an empty address', () => {
    expect(parse('')).toEqual({ page: 1 });
  });

  it('falls back to page 1 for a page that is not a positive whole number', () => {
    for (const page of ['0', '-2', '1.5', 'abc', '', '9999999']) expect(parse(`page=${page}`).page).toBe(1);
  });

  it('ignores a category the list does not know', () => {
    const rules = { isCategory: (value: string) => ['policy', 'work'].includes(value) };
    expect(parse('category=policy', rules).category).toBe('policy');
    expect(parse('category=%3Cscript%3E', rules).category).toBeUndefined();
  });

  it('trims the keyword, drops a blank one and cuts it at 50 characters', () => {
    expect(parse('keyword=%20%20茶%20').keyword).toBe('茶');
    expect(parse('keyword=%20%20').keyword).toBeUndefined();
    expect(parse(`keyword=${'稻'.repeat(80)}`).keyword).toHaveLength(50);
  });

  it('reads dates only where the list filters by date, and only real calendar dates', () => {
    expect(parse('start=2026-01-01', { dates: false }).start).toBeUndefined();
    expect(parse('start=2026-02-30&end=2026-13-01', { dates: true })).toEqual({ page: 1 });
    expect(parse('start=2026-05-01', { dates: true })).toEqual({ start: '2026-05-01', page: 1 });
  });

  it('drops a reversed date range instead of showing nothing', () => {
    expect(parse('start=2026-05-01&end=2026-04-01', { dates: true })).toEqual({ page: 1 });
  });

  it('writes only what differs from the default view, in a stable order', () => {
    expect(serialiseListQuery({ page: 1 }).toString()).toBe('');
    expect(
      serialiseListQuery({ page: 2, end: '2026-02-01', keyword: ' 冷链 ', category: 'work' }).toString(),
    ).toBe('category=work&keyword=%E5%86%B7%E9%93%BE&end=2026-02-01&page=2');
  });

  it('round-trips through the address', () => {
    const state = {
      category: 'village',
      keyword: '乡村 振兴',
      start: '2025-12-01',
      end: '2026-01-31',
      page: 4,
    };
    expect(parseListQuery(serialiseListQuery(state), { dates: true })).toEqual(state);
  });

  it('goes back to page 1 when a filter changes, but not when only the page changes', () => {
    const state = { category: 'policy', keyword: '茶', page: 5 };
    expect(updateListQuery(state, { page: 6 })).toEqual({ ...state, page: 6 });
    expect(updateListQuery(state, { keyword: '稻' })).toEqual({ category: 'policy', keyword: '稻', page: 1 });
    expect(updateListQuery(state, { category: undefined })).toEqual({ keyword: '茶', page: 1 });
  });

  it("keeps the surrounding page's own parameters in front of the list's, and only those", () => {
    const address = new URLSearchParams('keyword=茶&kind=case&scope=&category=x&page=3');
    const base = pickParams(address, ['kind', 'scope']);
    expect(base.toString()).toBe('kind=case');
    expect(serialiseListQuery({ keyword: '稻', page: 2 }, base).toString()).toBe(
      'kind=case&keyword=%E7%A8%BB&page=2',
    );
    // the base is copied, never written to
    expect(base.toString()).toBe('kind=case');
    expect(pickParams(address, []).toString()).toBe('');
  });

  it('knows a real calendar date', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-2-9')).toBe(false);
  });
});
