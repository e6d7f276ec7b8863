import { bootstrapModules } from './modules/index.ts';
import type { PartnerSettings } from './partners.ts';
import { registerPartnerApps, registerPortalApp } from './platform/auth/portal-app.ts';
import type { Database } from './platform/database/client.ts';
import { bootstrapPlatformConfig } from './platform/platform-config/platform-config-repository.ts';
import { loadRegions } from './platform/regions/load-regions.ts';

/** What the system needs before it serves a request, demo or not: run at every start, after the migrations. */
export const bootstrapSystemData = async (db: Database, partners: PartnerSettings[]): Promise<void> => {
  await registerPortalApp(db);
  await registerPartnerApps(db, partners);
  await loadRegions(db);
  await bootstrapPlatformConfig(db);
  await bootstrapModules(db, partners);
};
