import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const MAIN = path.join(import.meta.dirname, 'main.ts');
const directories: string[] = [];

interface Running {
  child: ChildProcess;
  output: () => string;
  url: string;
  exited: Promise<number | null>;
}

const start = async (env: Record<string, string>): Promise<Running> => {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /已启动：(http:\/\/[\d.]+:\d+)/.exec(output);
      if (match?.[1]) {
        clearInterval(timer);
        resolve(match[1]);
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`server exited with ${code}: ${output}`));
    });
  });
  return { child, output: () => output, url, exited };
};

const freshDataDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'rrsp-main-'));
  directories.push(dir);
  return dir;
};

afterAll(async () => {
  for (const dir of directories) await rm(dir, { recursive: true, force: true });
});

// Each start makes a database cluster (initdb) and the first seeds the demo: on a busy two-core machine that alone can
// take the default 30 s, which guards against a stall here, not a speed target.
describe('the server process', () => {
  it('starts on an empty embedded database with demo accounts printed once, and stops cleanly on SIGTERM', async () => {
    const dataDir = await freshDataDir();
    const first = await start({ DATA_DIR: dataDir });
    expect(first.output()).toMatch(/演示账号/);
    expect(first.output()).toMatch(/miaoling\s+密码 Qz-/);
    expect(await readFile(path.join(dataDir, 'demo-accounts.txt'), 'utf8')).toMatch(/yunying/);
    const ready = await fetch(`${first.url}/readyz`);
    expect(ready.status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toMatch(/服务已停止/);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    const second = await start({ DATA_DIR: dataDir });
    expect(second.output()).not.toMatch(/演示账号/);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  }, 120_000);

  it('seeds nothing when SEED_DEMO=false', async () => {
    const dataDir = await freshDataDir();
    const running = await start({ DATA_DIR: dataDir, SEED_DEMO: 'false' });
    expect(running.output()).not.toMatch(/演示账号/);
    expect(existsSync(path.join(dataDir, 'demo-accounts.txt'))).toBe(false);
    running.child.kill('SIGTERM');
    expect(await running.exited).toBe(0);
  });

  it('refuses to start with a wrong setting and says which', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: { ...process.env, PORT: 'eighty', DATA_DIR: await freshDataDir() },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toMatch(/配置有误，服务未启动/);
    expect(stderr).toMatch(/PORT/);
  });
});
