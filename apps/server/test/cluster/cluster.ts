import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connectDatabase, type DatabaseHandle } from '../../src/platform/database/client.ts';
import { runStatement, withDatabase } from '../../src/platform/database/scratch-database.ts';
import { freePort } from '../../src/platform/free-port.ts';
import { startS3Server } from '../s3-server.ts';
import { type ServerProcess, startServerProcess } from '../server-process.ts';
import { type RunningNginx, startNginx } from './nginx.ts';

/** The smallest index.html the server-rendered pages fill in (the web build is made after these tests). */
const INDEX_HTML = `<!doctype html>
<html lang="zh-CN">
  <head><meta charset="UTF-8" /><title>乡村振兴服务平台</title></head>
  <body><div id="root"></div></body>
</html>`;

export interface Cluster {
  /** nginx in front, with the configuration docs/operations.md gives. */
  nginx: RunningNginx;
  /** The instances, each at its own fixed port (a restarted one comes back where nginx expects it). */
  instances: ServerProcess[];
  /** The database the instances share. */
  database: DatabaseHandle;
  databaseUrl: string;
  /** The instances' addresses as nginx's upstream lists them. */
  upstreams: () => { address: string }[];
  /** Starts instance `index` again (after a kill or a stop) on its port. */
  restart: (index: number) => Promise<ServerProcess>;
  stop: () => Promise<void>;
}

/**
 * DESIGN.md's deployment on one machine, without containers: one PostgreSQL (a fresh database cloned from the test
 * template), an S3-compatible store, N server processes sharing DATA_DIR/keys, each with a job worker, and nginx.
 */
export const startCluster = async (options: {
  adminUrl: string;
  template: string;
  instances?: number;
  env?: Record<string, string>;
}): Promise<Cluster> => {
  const name = `rrsp_c_${randomUUID().replaceAll('-', '')}`;
  const admin = (statement: string) => runStatement(options.adminUrl, statement);
  await admin(`CREATE DATABASE ${name} TEMPLATE ${options.template}`);
  const databaseUrl = withDatabase(options.adminUrl, name);
  const database = connectDatabase(databaseUrl, { max: 4 });
  const storage = await startS3Server();
  const shared = mkdtempSync(path.join(tmpdir(), 'rrsp-cluster-'));
  const webDist = path.join(shared, 'web');
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  const ports = await Promise.all(Array.from({ length: options.instances ?? 2 }, () => freePort()));

  const start = (index: number) =>
    startServerProcess(databaseUrl, {
      label: `cluster-${index}`,
      env: {
        PORT: String(ports[index]),
        DATA_DIR: path.join(shared, 'data'),
        WEB_DIST: webDist,
        TRUST_PROXY: '1',
        JOBS_WORKER: 'true',
        // every request here comes from 127.0.0.1; the per-address limits have tests of their own
        CODE_SENDS_PER_ADDRESS_PER_HOUR: '10000',
        CAPTCHA_FREE_CODE_SENDS_PER_HOUR: '10000',
        CAPTCHA_FREE_SIGN_IN_FAILURES_PER_IP: '10000',
        ...storage.env,
        ...options.env,
      },
    });
  const instances: ServerProcess[] = [];
  // one after the other: the first makes the shared key pair the others then read
  for (let index = 0; index < ports.length; index += 1) instances.push(await start(index));
  const nginx = await startNginx(
    ports.map((port) => ({ address: `127.0.0.1:${port}` })),
    await freePort(),
  );

  return {
    nginx,
    instances,
    database,
    databaseUrl,
    upstreams: () => ports.map((port) => ({ address: `127.0.0.1:${port}` })),
    restart: async (index) => {
      const restarted = await start(index);
      instances[index] = restarted;
      return restarted;
    },
    stop: async () => {
      await nginx.stop();
      await Promise.all(instances.map((instance) => instance.kill()));
      await storage.close();
      await database.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(shared, { recursive: true, force: true });
    },
  };
};
