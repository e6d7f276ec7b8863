import { ConfigError, loadConfig } from '../config.ts';
import { connectDatabase } from '../platform/database/client.ts';
import { EmbeddedDatabaseError } from '../platform/database/embedded.ts';
import { createOutboxRepository } from '../platform/notifier/outbox-repository.ts';
import {
  formatOutbox,
  OUTBOX_USAGE,
  OutboxUsageError,
  parseOutboxArgs,
  recoverNpmArgs,
} from '../platform/notifier/outbox-view.ts';
import { openDatabase } from './cli-database.ts';

/** `npm run outbox`: prints the SMS and e-mail the console drivers "sent", from the same database the server uses. */

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
