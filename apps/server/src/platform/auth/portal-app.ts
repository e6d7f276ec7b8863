import { sql } from 'drizzle-orm';
import type { Database } from '../database/client.ts';
import { registeredApps } from './tables.ts';

/** The portal's own app key; apps/web/.env sends the same pair. */
export const PORTAL_APP = {
  appKey: 'rrsp-portal',
  endpointCodes: ['pc-portal'],
  name: '乡村振兴服务平台门户（PC）',
};

/** The portal must be a registered app for any of its calls to pass. Safe at every start. */
export const registerPortalApp = async (db: Database): Promise<void> => {
  await db.insert(registeredApps).values(PORTAL_APP).onConflictDoNothing();
};

/** The endpoint code partner platforms call the portal's public reads with. */
export const PARTNER_ENDPOINT_CODE = 'partner';

/**
 * Each partner platform of the configuration may call the portal with its app key. Run at every start: a changed
 * name follows the configuration; a partner removed from it keeps its row, disabled by an operator if need be.
 */
export const registerPartnerApps = async (
  db: Database,
  partners: readonly { appKey: string; name: string }[],
): Promise<void> => {
  if (partners.length === 0) return;
  await db
    .insert(registeredApps)
    .values(
      partners.map((partner) => ({
        appKey: partner.appKey,
        name: partner.name,
        endpointCodes: [PARTNER_ENDPOINT_CODE],
      })),
    )
    .onConflictDoUpdate({ target: registeredApps.appKey, set: { name: sql`excluded.name` } });
};
