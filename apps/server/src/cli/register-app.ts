import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { hashAppSecret } from '../platform/auth/app-registry.ts';
import { registeredApps } from '../platform/auth/tables.ts';
import { connectDatabase, migrateDatabase } from '../platform/database/client.ts';
import { EmbeddedDatabaseError } from '../platform/database/embedded.ts';
import { openDatabase } from './cli-database.ts';

/**
 * `npm run app:register -- --name 数据中台 --key qhyc-datahub [--endpoint data-ingest]`: registers an outside system
 * that may feed the dashboard and prints its secret once (only a hash is stored). Running it again for the same key
 * issues a new secret, which is how a leaked one is replaced.
 */
const USAGE =
  '用法：npm run app:register -- --name <应用名称> --key <appKey> [--endpoint <endpointCode，默认 data-ingest>]';

const main = async (): Promise<number> => {
  const { values } = parseArgs({
    options: {
      name: { type: 'string' },
      key: { type: 'string' },
      endpoint: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help || !values.name || !values.key) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  if (!/^[a-z][a-z0-9-]{2,63}$/.test(values.key)) {
    console.error('appKey 须为 3–64 位小写字母、数字或连字符，并以字母开头');
    return 2;
  }
  const config = loadConfig();
  const { url, embedded } = await openDatabase(config);
  const database = connectDatabase(url, { max: 1 });
  try {
    // the server applies migrations at start; doing it here too lets an app be registered before the first start
    await migrateDatabase(database.db);
    const secret = randomBytes(32).toString('base64url');
    const endpointCode = values.endpoint ?? 'data-ingest';
    await database.db
      .insert(registeredApps)
      .values({
        appKey: values.key,
        name: values.name,
        endpointCodes: [endpointCode],
        secretHash: hashAppSecret(secret),
      })
      .onConflictDoUpdate({
        target: registeredApps.appKey,
        set: {
          name: values.name,
          endpointCodes: [endpointCode],
          secretHash: hashAppSecret(secret),
          enabled: true,
        },
      });
    console.log(
      `已登记应用「${values.name}」\n  appKey:       ${values.key}\n  endpointCode: ${endpointCode}\n  appSecret:    ${secret}`,
    );
    console.log('密钥只显示这一次，请妥善保存；再次运行本命令会生成新密钥并使旧密钥失效。');
    return 0;
  } finally {
    await database.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
  }
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof EmbeddedDatabaseError) console.error(error.message);
    else console.error(`登记失败：${(error as Error).message}`);
    process.exit(1);
  },
);
