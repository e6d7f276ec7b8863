import { and, arrayContains, eq, inArray, not, notInArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../database/client.ts';
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
 * Each partner platform in the settings may call the portal with its app key (named as the partner); a key no partner
 * holds any more (a partner removed, or given a new key) is disabled, so it stops working on every instance at once.
 * Run at every start and on the transaction of every settings change.
 */
export const syncPartnerApps = async (
  executor: Executor,
  partners: readonly { appKey: string; name: string }[],
): Promise<void> => {
  const keys = partners.map((partner) => partner.appKey);
  await executor
    .update(registeredApps)
    .set({ enabled: false })
    .where(
      and(
        arrayContains(registeredApps.endpointCodes, [PARTNER_ENDPOINT_CODE]),
        keys.length > 0 ? notInArray(registeredApps.appKey, keys) : undefined,
        eq(registeredApps.enabled, true),
      ),
    );
  if (partners.length === 0) return;
  await executor
    .insert(registeredApps)
    .values(
      partners.map((partner) => ({
        appKey: partner.appKey,
        name: partner.name,
        endpointCodes: [PARTNER_ENDPOINT_CODE],
      })),
    )
    .onConflictDoUpdate({
      target: registeredApps.appKey,
      set: { name: sql`excluded.name`, endpointCodes: sql`excluded.endpoint_codes`, enabled: true },
      // never another app's row: the portal's own key or an ingest app's stays theirs (see appKeysHeldByOtherApps)
      setWhere: arrayContains(registeredApps.endpointCodes, [PARTNER_ENDPOINT_CODE]),
    });
};

/** Of these app keys, those an app other than a partner holds (the portal itself, a data-ingest app). */
export const appKeysHeldByOtherApps = async (
  executor: Executor,
  keys: readonly string[],
): Promise<string[]> => {
  if (keys.length === 0) return [];
  const rows = await executor
    .select({ appKey: registeredApps.appKey })
    .from(registeredApps)
    .where(
      and(
        inArray(registeredApps.appKey, [...keys]),
        not(arrayContains(registeredApps.endpointCodes, [PARTNER_ENDPOINT_CODE])),
      ),
    );
  return rows.map((row) => row.appKey);
};
