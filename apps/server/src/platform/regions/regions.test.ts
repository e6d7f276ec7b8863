import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { loadRegions } from './load-regions.ts';
import { createRegionDirectory, shortPrefectureName } from './region-directory.ts';
import { regions } from './tables.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

describe('the national division table', () => {
  it('is loaded at start from the npm data package, down to the townships', async () => {
    const [{ n } = { n: 0 }] = await ctx.db.select({ n: count() }).from(regions);
    expect(n).toBeGreaterThan(40_000);
    const directory = createRegionDirectory(ctx.db);
    const chain = await directory.chain('520102016');
    expect(chain.map((row) => [row.code, row.name, row.level])).toEqual([
      ['520000', '贵州省', 1],
      ['520100', '贵阳市', 2],
      ['520102', '南明区', 3],
      ['520102016', '新华路街道', 4],
    ]);
    const prefectures = await directory.children('520000');
    expect(prefectures.map((row) => row.name)).toEqual(
      expect.arrayContaining(['贵阳市', '遵义市', '黔东南苗族侗族自治州', '黔南布依族苗族自治州']),
    );
    expect((await directory.children('522634')).length).toBeGreaterThan(5); // 雷山县's townships
  });

  it('hangs the counties of a municipality off the province', async () => {
    const directory = createRegionDirectory(ctx.db);
    expect((await directory.byCode('110101'))?.parentCode).toBe('110000');
  });

  it('names a division as pages write it: autonomous prefectures by their short form', async () => {
    expect(shortPrefectureName('黔东南苗族侗族自治州')).toBe('黔东南州');
    expect(shortPrefectureName('黔西南布依族苗族自治州')).toBe('黔西南州');
    expect(shortPrefectureName('遵义市')).toBe('遵义市');
    const names = await createRegionDirectory(ctx.db).displayNames([
      '522634',
      '520300',
      '520102016',
      '529999',
    ]);
    expect(names.get('522634')).toBe('黔东南州雷山县');
    expect(names.get('520300')).toBe('遵义市');
    expect(names.get('520102016')).toBe('贵阳市南明区新华路街道');
    expect(names.has('529999')).toBe(false);
  });

  it('loads nothing again once complete', async () => {
    expect(await loadRegions(ctx.db)).toBe(0);
  });
});
