import {
  getPlatformSettings,
  listPlatformSettingsVersions,
  restorePlatformSettings,
  savePlatformSettings,
} from '@rrsp/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../platform/http/endpoint-route.ts';
import { signedInCaller } from '../../../platform/identity/require.ts';
import type { SettingsService } from './settings-service.ts';

/** 平台设置: the settings in force, their versions, a save and a restore, for a 超级管理员. */
export const settingsRoutes = async (app: FastifyInstance, deps: { settings: SettingsService }) => {
  const { settings } = deps;

  registerEndpoint(app, getPlatformSettings, () => settings.current());

  registerEndpoint(app, listPlatformSettingsVersions, ({ body }) => settings.versions(body));

  registerEndpoint(app, savePlatformSettings, ({ principal, body }) =>
    settings.save(signedInCaller(principal).user.id, body),
  );

  registerEndpoint(app, restorePlatformSettings, ({ principal, body }) =>
    settings.restore(signedInCaller(principal).user.id, body.version, body.baseVersion),
  );
};
