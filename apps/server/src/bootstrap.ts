import { bootstrapModules, syncModulePartners } from './modules/index.ts';
import type { PartnerSettings } from './partners.ts';
import { registerPortalApp, syncPartnerApps } from './platform/auth/portal-app.ts';
import type { Database } from './platform/database/client.ts';
import { bootstrapPlatformConfig } from './platform/platform-config/platform-config-repository.ts';
import { loadRegions } from './platform/regions/load-regions.ts';

/**
 * What the system needs before it serves a request, demo or not: run at every start, after the migrations. The
 * environment's partners seed the settings on the first start; from then on the partners are the settings' own.
 */
export const bootstrapSystemData = async (
  db: Database,
  environmentPartners: PartnerSettings[],
): Promise<void> => {
  await registerPortalApp(db);
  await loadRegions(db);
  await bootstrapModules(db);
  await bootstrapPlatformConfig(db, environmentPartners, async (tx, partners) => {
    await syncPartnerApps(tx, partners);
    await syncModulePartners(tx, partners);
  });
};
