import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { loadRegions } from './load-regions.ts';
import { createRegionDirectory } from './region-directory.ts';
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

  it('loads nothing again once complete', async () => {
    expect(await loadRegions(ctx.db)).toBe(0);
  });
});
