import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { PORTAL_APP } from '../src/platform/auth/portal-app.ts';
import { connectDatabase, type Database } from '../src/platform/database/client.ts';
import { withDatabase } from '../src/platform/database/scratch-database.ts';
import { TEMPLATE_DATABASE } from './global-setup.ts';

/** Headers the portal sends on every call. */
export const portalHeaders = (extra: Record<string, string> = {}): Record<string, string> => ({
  appKey: PORTAL_APP.appKey,
  endpointCode: PORTAL_APP.endpointCodes[0] ?? '',
  ...extra,
});

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  config: Config;
  databaseUrl: string;
  close: () => Promise<void>;
}

/** A fresh database cloned from the migrated template, and the app built on it, for one test file. */
export const createTestContext = async (
  env: Record<string, string> = {},
  /**
   * `ready: false` leaves the app open for a test to add routes and hooks, and call `app.ready()` itself. `logger`
   * replaces the silent one, for a test that reads the log.
   */
  options: { ready?: boolean; logger?: FastifyServerOptions['logger'] } = {},
): Promise<TestContext> => {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `rrsp_t_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  await admin.end();

  const databaseUrl = withDatabase(adminUrl, name);
  const database = connectDatabase(databaseUrl, { max: 5 });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    TEST_TOKENS: 'true',
    DATA_DIR: `/tmp/rrsp-test-data-${name}`,
    WEB_DIST: '/nonexistent-web-dist',
    DATABASE_URL: databaseUrl,
    // every test request comes from 127.0.0.1; the captcha thresholds get a test of their own
    CAPTCHA_FREE_CODE_SENDS_PER_HOUR: '10000',
    CAPTCHA_FREE_SIGN_IN_FAILURES_PER_IP: '10000',
    ...env,
  });
  const app = await buildApp({ config, db: database.db, logger: options.logger ?? false });
  // ready: the hooks run and the job worker starts, as in a running server
  if (options.ready !== false) await app.ready();
  return {
    app,
    db: database.db,
    config,
    databaseUrl,
    close: async () => {
      await app.close();
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
};
