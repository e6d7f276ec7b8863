import { describe, expect, it } from 'vitest';
import {
  isFiltered,
  parseMessageFilters,
  serialiseMessageFilters,
  toMessageQuery,
  updateMessageFilters,
} from './message-filters.ts';

const parse = (query: string) => parseMessageFilters(new URLSearchParams(query));

describe('the message centre in the address', () => {
  it('reads the tab, the kind, the read state and the page, and writes back only what is set', () => {
    const filters = parse('tab=list&kind=security&read=unread&page=3');
    expect(filters).toEqual({ tab: 'list', kind: 'security', read: 'unread', page: 3 });
    expect(serialiseMessageFilters(filters).toString()).toBe('kind=security&read=unread&page=3');
    expect(serialiseMessageFilters(parse('tab=preferences')).toString()).toBe('tab=preferences');
  });

  it('falls back to the defaults for what a hand-edited address gets wrong', () => {
    expect(parse('tab=inbox&kind=nope&read=maybe&page=-2')).toEqual({ tab: 'list', read: 'all', page: 1 });
  });

  it('starts again at page 1 on another filter, and clears both filters at once', () => {
    const filters = parse('kind=security&read=read&page=4');
    expect(updateMessageFilters(filters, { read: 'unread' })).toEqual({
      tab: 'list',
      kind: 'security',
      read: 'unread',
      page: 1,
    });
    expect(updateMessageFilters(filters, { kind: undefined })).toEqual({
      tab: 'list',
      read: 'read',
      page: 1,
    });
    const cleared = updateMessageFilters(filters, { clear: true });
    expect(cleared).toEqual({ tab: 'list', read: 'all', page: 1 });
    expect(isFiltered(filters)).toBe(true);
    expect(isFiltered(cleared)).toBe(false);
  });

  it('does not ask for a kind the user never receives', () => {
    const filters = parse('kind=queue.pending&page=2');
    expect(toMessageQuery(filters, ['security'])).toEqual({ pageNum: 2, pageSize: 10, read: 'all' });
    expect(toMessageQuery(filters, ['queue.pending'])).toEqual({
      pageNum: 2,
      pageSize: 10,
      read: 'all',
      kind: 'queue.pending',
    });
  });
});
