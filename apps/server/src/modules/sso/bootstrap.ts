import type { Database } from '../../platform/database/client.ts';
import { casServices } from './tables.ts';
import { PORTAL_SERVICE } from './ticket-service.ts';

/** The portal receives tickets under its own name and exchanges them at GET /basics/ticket. Safe at every start. */
export const bootstrapSso = async (db: Database): Promise<void> => {
  await db
    .insert(casServices)
    .values({ id: PORTAL_SERVICE, name: '乡村振兴服务平台', urlPrefixes: [] })
    .onConflictDoNothing();
};
