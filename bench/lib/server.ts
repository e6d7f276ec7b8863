import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { freePort } from '../../apps/server/src/platform/free-port.ts';

/** Where the monorepo lives, whatever directory the bench was started from. */
export const repoRoot = path.resolve(import.meta.dirname, '..', '..');
export const serverDir = path.join(repoRoot, 'apps', 'server');
/** The built web app the server sends: WEB_DIST when set (the server reads it too), else apps/web/dist. */
export const webDist = process.env.WEB_DIST
  ? path.resolve(process.env.WEB_DIST)
  : path.join(repoRoot, 'apps', 'web', 'dist');

/** The portal's own registered application (apps/web/.env). */
export const PORTAL_HEADERS = { appKey: 'rrsp-portal', endpointCode: 'pc-portal' } as const;

export interface RunningServer {
  url: string;
  port: number;
  /** The server's own process (node itself, not a shell), e.g. to read its memory from /proc. */
  pid: number;
  dataDir: string;
  stop: () => Promise<void>;
}

export interface StartServerOptions {
  /** Extra environment variables (e.g. TEST_TOKENS). */
  env?: Record<string, string>;
  /** Label used in the temporary data directory name. */
  label: string;
  startTimeoutMs?: number;
}

const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));

/**
 * Starts the real server (`node --import tsx src/main.ts`) on a free port with a fresh embedded database in a
 * temporary DATA_DIR, and resolves once /healthz answers. The data directory is created by the server itself (so
 * the embedded PostgreSQL user can enter it) and removed again by `stop`.
 */
export const startServer = async ({ env = {}, label, startTimeoutMs = 90_000 }: StartServerOptions) => {
  const port = await freePort();
  const dataDir = path.join(os.tmpdir(), `rrsp-bench-${label}-${process.pid}-${Date.now()}`);
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 40_000);
      await exited(child);
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`服务进程提前退出（${child.exitCode ?? child.signalCode}）：\n${output}`);
    }
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`服务 ${startTimeoutMs} ms 内未就绪：\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, port, pid: child.pid ?? 0, dataDir, stop } satisfies RunningServer;
};

/** Runs `fn`, making sure the servers it started are stopped even on Ctrl-C or an error. */
export const withCleanup = async (fn: (register: (stop: () => Promise<void>) => void) => Promise<void>) => {
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse())
      await stop().catch((error: unknown) => console.error(error));
  };
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n收到 ${signal}，正在停止服务…`);
    void stopAll().then(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    await fn((stop) => stops.push(stop));
  } finally {
    await stopAll();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
};

export const timestamp = (date = new Date()): string => date.toISOString().replace(/[:.]/g, '-');

export const formatBytes = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MiB`;
};

/** Columns a text takes in a terminal: CJK characters and full-width forms (（）、：) take two. */
const displayWidth = (text: string): number => {
  let width = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const wide =
      (code >= 0x1100 && code <= 0x115f) ||
      (code >= 0x2e80 && code <= 0xa4cf) ||
      (code >= 0xac00 && code <= 0xd7a3) ||
      (code >= 0xf900 && code <= 0xfaff) ||
      (code >= 0xfe30 && code <= 0xfe4f) ||
      (code >= 0xff00 && code <= 0xff60) ||
      (code >= 0xffe0 && code <= 0xffe6) ||
      (code >= 0x20000 && code <= 0x3fffd);
    width += wide ? 2 : 1;
  }
  return width;
};

const pad = (text: string, width: number, left: boolean): string => {
  const fill = ' '.repeat(Math.max(0, width - displayWidth(text)));
  return left ? text + fill : fill + text;
};

/**
 * Prints rows as a table: the first row is the header, the first column left-aligned, the others right-aligned.
 * Chinese counts two columns wide, so the columns line up in a terminal.
 */
export const printTable = (rows: string[][], indent = ''): void => {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => displayWidth(row[column] ?? '')))) ?? [];
  for (const [index, row] of rows.entries()) {
    const cells = row.map((cell, column) => pad(cell, widths[column] ?? 0, column === 0));
    console.log(`${indent}${cells.join('  ')}`);
    if (index === 0) console.log(`${indent}${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  }
};
