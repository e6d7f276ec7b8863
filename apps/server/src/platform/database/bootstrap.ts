import { defaultPlatformConfig } from '../../modules/portal/default-config.ts';
import { platformConfig } from '../../modules/portal/tables.ts';
import { casServices } from '../../modules/sso/tables.ts';
import { registeredApps } from '../auth/tables.ts';
import type { Database } from './client.ts';

/** The portal's own app key; apps/web/.env sends the same pair. */
export const PORTAL_APP = {
  appKey: 'rrsp-portal',
  endpointCodes: ['pc-portal'],
  name: '乡村振兴服务平台门户（PC）',
};

/** Rows the system cannot run without, demo or not. Safe to run at every start. */
export const bootstrapSystemData = async (db: Database): Promise<void> => {
  await db.insert(registeredApps).values(PORTAL_APP).onConflictDoNothing();
  await db.insert(platformConfig).values({ id: 1, config: defaultPlatformConfig() }).onConflictDoNothing();
  // the portal receives tickets under its own name and exchanges them at GET /basics/ticket
  await db
    .insert(casServices)
    .values({ id: 'rrsp-portal', name: '乡村振兴服务平台', urlPrefixes: [] })
    .onConflictDoNothing();
};
