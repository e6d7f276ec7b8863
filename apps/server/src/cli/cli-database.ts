import pg from 'pg';
import type { Config } from '../config.ts';
import {
  type EmbeddedDatabase,
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
