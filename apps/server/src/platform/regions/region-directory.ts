import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../database/client.ts';
import { type RegionRow, regions } from './tables.ts';

/** Lookups in the division table: a code's name, its children (for cascading pickers), its chain of parents. */
export const createRegionDirectory = (db: Database) => {
  const byCode = async (code: string): Promise<RegionRow | null> => {
    const [row] = await db.select().from(regions).where(eq(regions.code, code)).limit(1);
    return row ?? null;
  };
  return {
    byCode,

    children: (parentCode: string): Promise<RegionRow[]> =>
      db.select().from(regions).where(eq(regions.parentCode, parentCode)).orderBy(asc(regions.code)),

    /** Province first, the region itself last; empty for an unknown code. */
    async chain(code: string): Promise<RegionRow[]> {
      const chain: RegionRow[] = [];
      let next: string | null = code;
      while (next && chain.length < 4) {
        const row: RegionRow | null = await byCode(next);
        if (!row) break;
        chain.unshift(row);
        next = row.parentCode;
      }
      return chain;
    },

    async existing(codes: string[]): Promise<Set<string>> {
      if (codes.length === 0) return new Set();
      const rows = await db.select({ code: regions.code }).from(regions).where(inArray(regions.code, codes));
      return new Set(rows.map((row) => row.code));
    },
  };
};

export type RegionDirectory = ReturnType<typeof createRegionDirectory>;
