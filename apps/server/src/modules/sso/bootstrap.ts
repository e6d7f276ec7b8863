import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/database/client.ts';
import { casServices } from './tables.ts';
import { PORTAL_SERVICE } from './ticket-service.ts';

/** The portal receives tickets under its own name and exchanges them at GET /basics/ticket. Safe at every start. */
export const bootstrapSso = async (db: Database): Promise<void> => {
  await db
    .insert(casServices)
    .values({ id: PORTAL_SERVICE, name: '乡村振兴服务平台', urlPrefixes: [] })
    .onConflictDoNothing();
};

/** A platform id a partner may not take: the portal receives its own tickets under it. */
export const isReservedServiceId = (id: string): boolean => id === PORTAL_SERVICE;

/**
 * Each partner platform in the settings receives tickets at its address, under its platform id; a platform id no
 * partner holds any more is disabled, so no ticket is issued or validated for it. Run at every start and on the
 * transaction of every settings change.
 */
export const syncPartnerServices = async (
  executor: Executor,
  partners: readonly { platformId: string; name: string; url: string }[],
): Promise<void> => {
  const ids = partners.map((partner) => partner.platformId);
  await executor
    .update(casServices)
    .set({ enabled: false })
    .where(
      and(
        ne(casServices.id, PORTAL_SERVICE),
        ids.length > 0 ? notInArray(casServices.id, ids) : undefined,
        eq(casServices.enabled, true),
      ),
    );
  if (partners.length === 0) return;
  await executor
    .insert(casServices)
    .values(
      partners.map((partner) => ({ id: partner.platformId, name: partner.name, urlPrefixes: [partner.url] })),
    )
    .onConflictDoUpdate({
      target: casServices.id,
      set: { name: sql`excluded.name`, urlPrefixes: sql`excluded.url_prefixes`, enabled: true },
      // the portal's own service is never a partner's (the settings refuse its id: isReservedServiceId)
      setWhere: ne(casServices.id, PORTAL_SERVICE),
    });
};
