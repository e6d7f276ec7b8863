import type { FastifyPluginAsync } from 'fastify';
import type { ModuleKey } from '../config.ts';
import type { PartnerSettings } from '../partners.ts';
import type { Database, Executor } from '../platform/database/client.ts';
import { type EventSubscriptions, mergeSubscriptions } from '../platform/events/events.ts';
import { accountModule } from './account/plugin.ts';
import { accountSubscriptions } from './account/public.ts';
import { dataCollectModule } from './datacollect/plugin.ts';
import { portalModule } from './portal/plugin.ts';
import { portalSubscriptions } from './portal/public.ts';
import { realtimeModule } from './realtime/plugin.ts';
import { ssoModule } from './sso/plugin.ts';
import { bootstrapSso, ssoSubscriptions, syncPartnerServices } from './sso/public.ts';

/** Every module of DESIGN.md §2 by its SERVICES name; app.ts mounts the ones configured. */
export const MODULE_PLUGINS: Record<ModuleKey, FastifyPluginAsync> = {
  portal: portalModule,
  sso: ssoModule,
  account: accountModule,
  datacollect: dataCollectModule,
  realtime: realtimeModule,
};

/**
 * Who handles which domain event, whatever this instance mounts: an event recorded here enqueues every handler, and
 * only instances that mount the handling module run it.
 */
export const MODULE_SUBSCRIPTIONS: EventSubscriptions = mergeSubscriptions(
  accountSubscriptions,
  portalSubscriptions,
  ssoSubscriptions,
);

/** Rows the modules cannot run without, demo or not. Safe at every start. */
export const bootstrapModules = async (db: Database): Promise<void> => {
  await bootstrapSso(db);
};

/** The modules' registrations of the partner platforms (the SSO services), brought into line with the settings. */
export const syncModulePartners = (executor: Executor, partners: readonly PartnerSettings[]): Promise<void> =>
  syncPartnerServices(executor, partners);
