import { describe, expect, it } from 'vitest';
import {
  COOPERATION_PAGE_SIZE,
  parseCooperationFilters,
  serialiseCooperationFilters,
  shownTab,
  toCooperationQuery,
  updateCooperationFilters,
} from './cooperation-filters.ts';

const parse = (search: string) => parseCooperationFilters(new URLSearchParams(search));

describe('the cooperation page’s view in the address', () => {
  it('reads the tab, the state and the page', () => {
    expect(parse('tab=sent&state=replied&page=3')).toEqual({ tab: 'sent', state: 'replied', page: 3 });
  });

  it('falls back to the defaults for what a hand-edited address gets wrong', () => {
    expect(parse('tab=inbox&state=done&page=0')).toEqual({ page: 1 });
    expect(parse('page=-2')).toEqual({ page: 1 });
    expect(parse('page=1e3')).toEqual({ page: 1 });
  });

  it('writes only what is set, and reads back what it wrote', () => {
    expect(serialiseCooperationFilters({ page: 1 }).toString()).toBe('');
    const written = serialiseCooperationFilters({ tab: 'received', state: 'new', page: 2 });
    expect(written.toString()).toBe('tab=received&state=new&page=2');
    expect(parseCooperationFilters(written)).toEqual({ tab: 'received', state: 'new', page: 2 });
  });
});

describe('changing the view', () => {
  it('starts another tab afresh, dropping the state and the page', () => {
    expect(updateCooperationFilters({ tab: 'received', state: 'new', page: 4 }, { tab: 'sent' })).toEqual({
      tab: 'sent',
      page: 1,
    });
  });

  it('goes back to page 1 for another state, and drops a cleared one', () => {
    expect(updateCooperationFilters({ tab: 'sent', page: 3 }, { state: 'closed' })).toEqual({
      tab: 'sent',
      state: 'closed',
      page: 1,
    });
    expect(updateCooperationFilters({ tab: 'sent', state: 'closed', page: 3 }, { state: undefined })).toEqual(
      {
        tab: 'sent',
        page: 1,
      },
    );
  });

  it('keeps the filters when the page turns', () => {
    expect(updateCooperationFilters({ state: 'read', page: 1 }, { page: 5 })).toEqual({
      state: 'read',
      page: 5,
    });
  });
});

describe('which tab shows', () => {
  it('opens on the received requests for a tenant that may publish', () => {
    expect(shownTab({ page: 1 }, true)).toBe('received');
    expect(shownTab({ tab: 'sent', page: 1 }, true)).toBe('sent');
  });

  it('shows only the sent requests to anyone else, whatever the address asks', () => {
    expect(shownTab({ page: 1 }, false)).toBe('sent');
    expect(shownTab({ tab: 'received', page: 1 }, false)).toBe('sent');
  });
});

it('asks for the page and the state chosen, and no state when none is', () => {
  expect(toCooperationQuery({ state: 'new', page: 2 })).toEqual({
    pageNum: 2,
    pageSize: COOPERATION_PAGE_SIZE,
    state: 'new',
  });
  expect(toCooperationQuery({ page: 1 })).toEqual({ pageNum: 1, pageSize: COOPERATION_PAGE_SIZE });
});
