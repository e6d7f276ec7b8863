import pg from 'pg';
import { ConfigError, loadConfig } from '../config.ts';
import { connectDatabase } from '../platform/database/client.ts';
import {
  type EmbeddedDatabase,
  EmbeddedDatabaseError,
  runningEmbeddedDatabaseUrl,
  startEmbeddedDatabase,
} from '../platform/database/embedded.ts';
import { createOutboxRepository } from '../platform/notifier/outbox-repository.ts';
import {
  formatOutbox,
  OUTBOX_USAGE,
  OutboxUsageError,
  parseOutboxArgs,
  recoverNpmArgs,
} from '../platform/notifier/outbox-view.ts';

/** `npm run outbox`: prints the SMS and e-mail the console drivers "sent", from the same database the server uses. */

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
const openDatabase = async (config: ReturnType<typeof loadConfig>) => {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: undefined };
  const running = await runningEmbeddedDatabaseUrl(config.dataDir);
  if (running && (await reachable(running))) return { url: running, embedded: undefined };
  const embedded: EmbeddedDatabase = await startEmbeddedDatabase(config.dataDir, {
    info: () => undefined,
    warn: (message) => console.error(message),
  });
  return { url: embedded.url, embedded };
};

const main = async (): Promise<number> => {
  // npm's own settings channel, not configuration: see recoverNpmArgs.
  const query = parseOutboxArgs(recoverNpmArgs(process.argv.slice(2), process.env));
  if (query === 'help') {
    console.log(OUTBOX_USAGE);
    return 0;
  }
  const config = loadConfig();
  const { url, embedded } = await openDatabase(config);
  const database = connectDatabase(url, { max: 2 });
  try {
    const page = await createOutboxRepository(database.db).list(query);
    console.log(formatOutbox(page, query));
    return 0;
  } catch (error) {
    const code = (error as { code?: string; cause?: { code?: string } }).cause?.code;
    if (code === '42P01') {
      console.log('发件箱为空：数据库尚未建好发件箱表，请先启动一次服务（npm start），它会完成数据库升级。');
      return 0;
    }
    throw error;
  } finally {
    await database.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
  }
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (
      error instanceof OutboxUsageError ||
      error instanceof ConfigError ||
      error instanceof EmbeddedDatabaseError
    ) {
      console.error(error.message);
    } else {
      console.error(`读取发件箱失败：${(error as Error).stack ?? String(error)}`);
    }
    process.exit(1);
  },
);
