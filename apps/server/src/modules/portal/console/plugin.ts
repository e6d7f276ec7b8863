import type { FastifyInstance } from 'fastify';
import { createAccountDirectory } from '../../../platform/identity/account-directory.ts';
import { createOperatorRepository } from '../../../platform/identity/operators.ts';
import { createPlatformConfigRepository } from '../../../platform/platform-config/platform-config-repository.ts';
import { accountRoutes } from './account-routes.ts';
import { createAccountService } from './account-service.ts';
import { auditRoutes } from './audit-routes.ts';
import { operatorRoutes } from './operator-routes.ts';
import { createOperatorService } from './operator-service.ts';
import { settingsRoutes } from './settings-routes.ts';
import { createSettingsService } from './settings-service.ts';

/**
 * The console domain: what operators run the platform with (issue 19): the audit trail, the operators' roles and the
 * accounts so far; settings and appeals join it.
 */
export const consoleDomain = async (app: FastifyInstance) => {
  await app.register(auditRoutes, { trail: app.auditTrail });
  await app.register(accountRoutes, {
    accounts: createAccountService({
      db: app.db,
      directory: createAccountDirectory(app.db),
      sessions: app.identity.sessions,
      audit: app.auditTrail,
    }),
  });
  await app.register(settingsRoutes, {
    settings: createSettingsService({
      db: app.db,
      settings: createPlatformConfigRepository(app.db),
      files: app.files,
      audit: app.auditTrail,
    }),
  });
  await app.register(operatorRoutes, {
    operators: createOperatorService({
      db: app.db,
      operators: createOperatorRepository(app.db),
      audit: app.auditTrail,
    }),
  });
};
