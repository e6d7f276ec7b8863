import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/database/client.ts';
import { casServices } from './tables.ts';
import { PORTAL_SERVICE } from './ticket-service.ts';

/**
 * The portal receives tickets under its own name and exchanges them at GET /basics/ticket; each partner platform of
 * the configuration receives them at its address, under its platform id. Safe at every start: a partner's changed
 * address follows the configuration.
 */
export const bootstrapSso = async (
  db: Database,
  partners: readonly { platformId: string; name: string; url: string }[],
): Promise<void> => {
  await db
    .insert(casServices)
    .values({ id: PORTAL_SERVICE, name: '乡村振兴服务平台', urlPrefixes: [] })
    .onConflictDoNothing();
  if (partners.length === 0) return;
  await db
    .insert(casServices)
    .values(
      partners.map((partner) => ({ id: partner.platformId, name: partner.name, urlPrefixes: [partner.url] })),
    )
    .onConflictDoUpdate({
      target: casServices.id,
      set: { name: sql`excluded.name`, urlPrefixes: sql`excluded.url_prefixes` },
    });
};
