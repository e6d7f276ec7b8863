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
