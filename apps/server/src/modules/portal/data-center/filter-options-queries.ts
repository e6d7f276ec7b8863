import { PRODUCT_CATEGORY_LABELS, SERVICE_CATEGORY_LABELS } from '@rrsp/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/database/client.ts';
import { tenants } from '../../../platform/identity/tables.ts';
import { type RegionDirectory, shortPrefectureName } from '../../../platform/regions/region-directory.ts';

/** Guizhou's province code: the platform's regions are its prefectures. */
const GUIZHOU = '520000';
/** A picker longer than this is searched, not scrolled; the names come first by order. */
const MOST_TENANTS = 1_000;

export const CATEGORY_OPTIONS = [
  ...Object.entries(PRODUCT_CATEGORY_LABELS).map(([code, name]) => ({
    code,
    name,
    kind: 'product' as const,
  })),
  ...Object.entries(SERVICE_CATEGORY_LABELS).map(([code, name]) => ({
    code,
    name,
    kind: 'service' as const,
  })),
];

/** What the operators' platform-wide view can be narrowed by: settled tenants, prefectures, categories. */
export const createFilterOptions = (db: Database, regions: RegionDirectory) => ({
  async options() {
    const [settled, prefectures] = await Promise.all([
      db
        .select({ tenantId: tenants.id, name: tenants.name })
        .from(tenants)
        .where(eq(tenants.status, 'approved'))
        .orderBy(asc(tenants.name))
        .limit(MOST_TENANTS),
      regions.children(GUIZHOU),
    ]);
    return {
      tenants: settled,
      regions: prefectures.map((row) => ({ code: row.code, name: shortPrefectureName(row.name) })),
      categories: CATEGORY_OPTIONS,
    };
  },

  tenantById: async (id: string) => {
    const [row] = await db
      .select({ id: tenants.id, name: tenants.name })
      .from(tenants)
      .where(eq(tenants.id, id));
    return row ?? null;
  },

  prefectureName: async (code: string) => {
    const row = await regions.byCode(code);
    return row?.parentCode === GUIZHOU ? shortPrefectureName(row.name) : null;
  },
});

export type FilterOptions = ReturnType<typeof createFilterOptions>;
