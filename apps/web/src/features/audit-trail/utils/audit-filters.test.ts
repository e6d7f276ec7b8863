import { describe, expect, it } from 'vitest';
import {
  isFiltered,
  parseAuditFilters,
  serialiseAuditFilters,
  toAuditTrailQuery,
  updateAuditFilters,
} from './audit-filters.ts';

const OPERATOR = '00000000-0000-4000-8000-000000000007';

describe('the audit trail filters in the address', () => {
  it('reads and writes every filter and the page, and makes the query of them', () => {
    const search = `operatorId=${OPERATOR}&action=settlement.approve&objectType=settlementApplication&object=%E8%8C%B6&from=2026-11-01&to=2026-11-26&page=2`;
    const filters = parseAuditFilters(new URLSearchParams(search));
    expect(filters).toEqual({
      operatorId: OPERATOR,
      action: 'settlement.approve',
      objectType: 'settlementApplication',
      object: '茶',
      from: '2026-11-01',
      to: '2026-11-26',
      page: 2,
      pageSize: 20,
    });
    expect(serialiseAuditFilters(filters).toString()).toBe(search);
    expect(toAuditTrailQuery(filters)).toEqual({
      operatorId: OPERATOR,
      action: 'settlement.approve',
      objectType: 'settlementApplication',
      object: '茶',
      from: '2026-11-01',
      to: '2026-11-26',
      pageNum: 2,
      pageSize: 20,
    });
  });

  it('leaves out what a hand-edited address gets wrong', () => {
    const filters = parseAuditFilters(
      new URLSearchParams(
        'operatorId=me&action=drop.table&objectType=x&from=2026-02-30&to=2026-13-01&page=-1',
      ),
    );
    expect(filters).toEqual({ page: 1, pageSize: 20 });
    expect(isFiltered(filters)).toBe(false);
    // a range that ends before it starts is dropped whole
    expect(parseAuditFilters(new URLSearchParams('from=2026-11-26&to=2026-11-01'))).toMatchObject({
      from: undefined,
      to: undefined,
    });
  });

  it('starts again at page 1 when a filter changes, and keeps the filters on a page turn', () => {
    const onPage3 = { page: 3, pageSize: 20, action: 'report.handle' as const };
    expect(updateAuditFilters(onPage3, { object: '茶' })).toEqual({ ...onPage3, object: '茶', page: 1 });
    expect(updateAuditFilters(onPage3, { page: 4 })).toEqual({ ...onPage3, page: 4 });
    expect(updateAuditFilters(onPage3, { action: undefined })).toMatchObject({ action: undefined, page: 1 });
  });
});
