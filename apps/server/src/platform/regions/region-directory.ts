import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../database/client.ts';
import { type RegionRow, regions } from './tables.ts';

/** The ethnic groups in the names of China's autonomous prefectures, longest first where one begins another. */
const ETHNIC_GROUPS =
  '柯尔克孜|哈萨克|蒙古|朝鲜|布依|土家|哈尼|傈僳|景颇|纳西|仡佬|苗|侗|彝|回|壮|藏|傣|白|羌|瑶|水';
const AUTONOMOUS_PREFECTURE = new RegExp(`^(.+?)(?:(?:${ETHNIC_GROUPS})族)+自治州$`);

/** How people write a prefecture: an autonomous one by its short form (黔东南苗族侗族自治州 → 黔东南州). */
export const shortPrefectureName = (name: string): string => name.replace(AUTONOMOUS_PREFECTURE, '$1州');

/**
 * The name a page shows for a division, from its chain (province first): a county with its prefecture
 * (黔东南州雷山县), a prefecture alone, a township after its county.
 */
export const displayNameOf = (chain: RegionRow[]): string => {
  const [, prefecture, county, township] = chain;
  if (!prefecture) return chain[0]?.name ?? '';
  const short = prefecture.parentCode ? shortPrefectureName(prefecture.name) : '';
  if (!county) return short || prefecture.name;
  return `${short}${county.name}${township?.name ?? ''}`;
};

/** Region codes of a division and everything in it are the codes with its prefix (520000 → 52, 522634 → 522634). */
export const regionPrefix = (code: string): string =>
  code.length === 6 ? code.replace(/(00)+$/, '') || code : code;

/** Lookups in the division table: a code's name, its children (for cascading pickers), its chain of parents. */
export const createRegionDirectory = (db: Database) => {
  const byCode = async (code: string): Promise<RegionRow | null> => {
    const [row] = await db.select().from(regions).where(eq(regions.code, code)).limit(1);
    return row ?? null;
  };

  /**
   * Each existing code's chain, province first and the region itself last, in one query for all the codes: a page of
   * ten services used to make some thirty, one per code and parent (issue 11).
   */
  const chainsOf = async (codes: string[]): Promise<Map<string, RegionRow[]>> => {
    const chains = new Map<string, RegionRow[]>();
    const wanted = [...new Set(codes)].filter((code) => /^\d{6,12}$/.test(code));
    if (wanted.length === 0) return chains;
    const result = await db.execute<{ origin: string; depth: number } & RegionRow>(sql`
      WITH RECURSIVE up AS (
        SELECT code, name, level, parent_code, code AS origin, 0 AS depth
        FROM ${regions} WHERE code = ANY(${`{${wanted.join(',')}}`}::text[])
        UNION ALL
        SELECT r.code, r.name, r.level, r.parent_code, up.origin, up.depth + 1
        FROM ${regions} r JOIN up ON r.code = up.parent_code
        WHERE up.depth < 3
      )
      SELECT code, name, level, parent_code AS "parentCode", origin, depth FROM up ORDER BY origin, depth DESC`);
    // deepest first: the province leads each chain, the region itself (depth 0) ends it
    for (const { origin, depth: _depth, ...row } of result.rows) {
      chains.set(origin, [...(chains.get(origin) ?? []), row]);
    }
    return chains;
  };

  return {
    byCode,

    /** Province first, the region itself last; empty for an unknown code. */
    chain: async (code: string): Promise<RegionRow[]> => (await chainsOf([code])).get(code) ?? [],

    /** The top of the tree (the provinces), for the first column of a picker. */
    provinces: (): Promise<RegionRow[]> =>
      db.select().from(regions).where(eq(regions.level, 1)).orderBy(asc(regions.code)),

    children: (parentCode: string): Promise<RegionRow[]> =>
      db.select().from(regions).where(eq(regions.parentCode, parentCode)).orderBy(asc(regions.code)),

    /** Display names (displayNameOf) of the codes that exist; a code missing from the answer does not exist. */
    async displayNames(codes: string[]): Promise<Map<string, string>> {
      const names = new Map<string, string>();
      for (const [code, chain] of await chainsOf(codes)) names.set(code, displayNameOf(chain));
      return names;
    },
  };
};

export type RegionDirectory = ReturnType<typeof createRegionDirectory>;
