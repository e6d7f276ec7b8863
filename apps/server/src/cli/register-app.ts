import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { hashAppSecret } from '../platform/auth/app-registry.ts';
import { registeredApps } from '../platform/auth/tables.ts';
import { runCommand, withMigratedDatabase } from './cli-database.ts';

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
  const { name, key } = values;
  const endpointCode = values.endpoint ?? 'data-ingest';
  return withMigratedDatabase(loadConfig(), async (db) => {
    const secret = randomBytes(32).toString('base64url');
    await db
      .insert(registeredApps)
      .values({
        appKey: key,
        name,
        endpointCodes: [endpointCode],
        secretHash: hashAppSecret(secret),
      })
      .onConflictDoUpdate({
        target: registeredApps.appKey,
        set: {
          name,
          endpointCodes: [endpointCode],
          secretHash: hashAppSecret(secret),
          enabled: true,
        },
      });
    console.log(
      `已登记应用「${name}」\n  appKey:       ${key}\n  endpointCode: ${endpointCode}\n  appSecret:    ${secret}`,
    );
    console.log('密钥只显示这一次，请妥善保存；再次运行本命令会生成新密钥并使旧密钥失效。');
    return 0;
  });
};

runCommand(main, '登记失败');
