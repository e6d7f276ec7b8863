import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '..');

/** The address main.ts prints once it listens (PORT=0 lets the system choose the port). */
const LISTENING = /已启动：(http:\/\/127\.0\.0\.1:\d+)/;

export interface ServerProcess {
  origin: string;
  pid: number;
  /** The last 20 kB the process wrote, for a failure's message. */
  output: () => string;
  /** Resolves once the process is gone (however it went). */
  exited: Promise<void>;
  /** SIGKILL: no shutdown hook runs, its sockets and database connections just vanish, as in a crash. */
  kill: () => Promise<void>;
  /** SIGTERM, as a deploy stops it: resolves at once; `exited` says when it is gone. */
  terminate: () => void;
}

const running = new Set<ChildProcess>();
// a worker that dies without its afterAll must not leave servers behind it
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * A real server process (`node --import tsx src/main.ts`, what `npm start` runs) on the database given, with test
 * tokens on, no demo data, no web build and no job worker; resolves once it listens and `/readyz` says its database
 * answers.
 */
export const startServerProcess = async (
  /** null: the embedded PostgreSQL under DATA_DIR, as `npm start` runs it. */
  databaseUrl: string | null,
  {
    label,
    env = {},
    timeoutMs = 45_000,
  }: { label: string; env?: Record<string, string>; timeoutMs?: number },
): Promise<ServerProcess> => {
  // uploads would land here; a directory the caller names (instances sharing their keys) is the caller's to remove
  const ownDataDir = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? path.join(tmpdir(), `rrsp-test-data-${label}-${randomUUID()}`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      TMPDIR: process.env.TMPDIR ?? '/tmp',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      ...(databaseUrl === null ? {} : { DATABASE_URL: databaseUrl }),
      DATA_DIR: dataDir,
      WEB_DIST: '/nonexistent-web-dist',
      SEED_DEMO: 'false',
      TEST_TOKENS: 'true',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      // the live channel is what is tested: a job worker per instance would only take the cores
      JOBS_WORKER: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      running.delete(child);
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
      resolve();
    });
  });
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };

  const deadline = Date.now() + timeoutMs;
  const fail = async (why: string): Promise<never> => {
    await kill();
    throw new Error(`server ${label} ${why}:\n${output}`);
  };
  let origin: string | undefined;
  while (!origin) {
    origin = LISTENING.exec(output)?.[1];
    if (origin) break;
    if (child.exitCode !== null) await fail(`exited (${child.exitCode}) before listening`);
    if (Date.now() > deadline) await fail(`did not listen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  for (;;) {
    const ready = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (child.exitCode !== null) await fail(`exited (${child.exitCode}) before ready`);
    if (Date.now() > deadline) await fail(`not ready within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const terminate = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  return { origin, pid: child.pid ?? 0, output: () => output, exited, kill, terminate };
};
