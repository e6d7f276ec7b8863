import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { bootstrapSystemData } from '../src/bootstrap.ts';
import { DEMO_PARTNERS } from '../src/partners.ts';
import { connectDatabase, migrateDatabase } from '../src/platform/database/client.ts';
import { type EmbeddedDatabase, startEmbeddedDatabase } from '../src/platform/database/embedded.ts';
import { withDatabase } from '../src/platform/database/scratch-database.ts';

export const TEMPLATE_DATABASE = 'rrsp_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}

/**
 * One PostgreSQL for the whole run (the embedded one, or TEST_DATABASE_URL), holding a migrated template database;
 * every test file clones the template, which takes milliseconds and isolates files from each other.
 */
export async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let dataDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dataDir = await mkdtemp(path.join(tmpdir(), 'rrsp-test-'));
    embedded = await startEmbeddedDatabase(dataDir, { info: () => undefined, warn: () => undefined });
    adminUrl = embedded.url;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();

  const template = connectDatabase(withDatabase(adminUrl, TEMPLATE_DATABASE), { max: 1 });
  await migrateDatabase(template.db);
  await bootstrapSystemData(template.db, DEMO_PARTNERS);
  await template.close();

  project.provide('adminDatabaseUrl', adminUrl);

  return async () => {
    await embedded?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}
