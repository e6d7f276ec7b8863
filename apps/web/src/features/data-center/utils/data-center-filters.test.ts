import { describe, expect, it } from 'vitest';
import {
  parseDataCenterFilters,
  serialiseDataCenterFilters,
  updateDataCenterFilters,
} from './data-center-filters.ts';

const TODAY = '2026-11-26';
const TENANT = '6f1c1f9e-2b1e-4c55-9a43-0d1c2f3e4a5b';
const parse = (query: string) => parseDataCenterFilters(new URLSearchParams(query), TODAY);

describe('the data centre’s address', () => {
  it('shows the last 30 days by day when it names no range', () => {
    expect(parse('')).toEqual({
      from: '2026-10-28',
      to: TODAY,
      granularity: 'day',
      tenantId: undefined,
      regionCode: undefined,
      category: undefined,
      exportId: undefined,
    });
  });

  it('keeps a chosen range and filters through a reload', () => {
    const chosen = parse(
      `from=2026-01-01&to=2026-06-30&granularity=month&tenantId=${TENANT}&regionCode=522600&category=tea&export=${TENANT}`,
    );
    expect(chosen).toMatchObject({
      from: '2026-01-01',
      to: '2026-06-30',
      granularity: 'month',
      tenantId: TENANT,
      regionCode: '522600',
      category: 'tea',
      exportId: TENANT,
    });
    expect(parse(serialiseDataCenterFilters(chosen).toString())).toEqual(chosen);
  });

  it('leaves out what a hand-edited address gets wrong instead of sending it', () => {
    expect(
      parse('from=2026-02-30&to=2026-03-01&granularity=hour&tenantId=abc&regionCode=110000'),
    ).toMatchObject({
      from: '2026-10-28',
      to: TODAY,
      granularity: 'day',
      tenantId: undefined,
      regionCode: undefined,
    });
  });

  it('keeps a range the contract refuses, for the toolbar to say what to change', () => {
    expect(parse('from=2020-01-01&to=2026-11-26&granularity=day')).toMatchObject({
      from: '2020-01-01',
      to: TODAY,
      granularity: 'day',
    });
  });

  it('writes only what is set, and a change clears a filter set to nothing', () => {
    const filters = parse(`tenantId=${TENANT}`);
    expect(serialiseDataCenterFilters(filters).toString()).toBe(
      `from=2026-10-28&to=2026-11-26&granularity=day&tenantId=${TENANT}`,
    );
    const cleared = updateDataCenterFilters(filters, { tenantId: undefined, granularity: 'week' });
    expect(serialiseDataCenterFilters(cleared).toString()).toBe(
      'from=2026-10-28&to=2026-11-26&granularity=week',
    );
  });
});
