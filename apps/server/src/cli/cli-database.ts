import pg from 'pg';
import { type Config, ConfigError } from '../config.ts';
import { connectDatabase, type Database, migrateDatabase } from '../platform/database/client.ts';
import {
  type EmbeddedDatabase,
  EmbeddedDatabaseError,
  runningEmbeddedDatabaseUrl,
  startEmbeddedDatabase,
} from '../platform/database/embedded.ts';

const reachable = async (url: string): Promise<boolean> => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
};

/**
 * DATABASE_URL when set; otherwise the embedded database of DATA_DIR: the one a running server started (the common
 * case: the portal runs in another terminal), or one we start for the moment and stop again.
 */
export const openDatabase = async (config: Pick<Config, 'databaseUrl' | 'dataDir'>) => {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: undefined };
  const running = await runningEmbeddedDatabaseUrl(config.dataDir);
  if (running && (await reachable(running))) return { url: running, embedded: undefined };
  const embedded: EmbeddedDatabase = await startEmbeddedDatabase(config.dataDir, {
    info: () => undefined,
    warn: (message) => console.error(message),
  });
  return { url: embedded.url, embedded };
};

/**
 * A command's work on the database of `openDatabase`, migrated first (the server migrates at start; doing it here too
 * lets a command run before the first start), and closed afterwards whatever happens.
 */
export const withMigratedDatabase = async <T>(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  work: (db: Database) => Promise<T>,
): Promise<T> => {
  const { url, embedded } = await openDatabase(config);
  const database = connectDatabase(url, { max: 1 });
  try {
    await migrateDatabase(database.db);
    return await work(database.db);
  } finally {
    await database.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
  }
};

/**
 * Runs a command and ends the process with the code it returns; a failure ends it with 1 and one Chinese line (a
 * wrong setting or an embedded database that would not start says so itself).
 */
export const runCommand = (main: () => Promise<number>, failure: string): void => {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof ConfigError || error instanceof EmbeddedDatabaseError)
        console.error(error.message);
      else console.error(`${failure}：${(error as Error).message}`);
      process.exit(1);
    },
  );
};
