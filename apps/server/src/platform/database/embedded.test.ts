import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { EmbeddedDatabaseError, startEmbeddedDatabase } from './embedded.ts';

const directories: string[] = [];
const freshDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'rrsp-embedded-'));
  directories.push(dir);
  return dir;
};
const quiet = { info: () => undefined, warn: () => undefined };

afterEach(async () => {
  for (const dir of directories.splice(0)) await rm(dir, { recursive: true, force: true });
});

const selectOne = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const result = await client.query('select 1 as one');
  await client.end();
  return result.rows[0]?.one;
};

describe('the embedded PostgreSQL', () => {
  it('initialises, serves queries, and starts again on the same data after a stop', async () => {
    const dir = await freshDir();
    const first = await startEmbeddedDatabase(dir, quiet);
    expect(await selectOne(first.url)).toBe(1);
    await first.stop();
    const second = await startEmbeddedDatabase(dir, quiet);
    expect(await selectOne(second.url)).toBe(1);
    await second.stop();
  });

  it('recovers from a lock file left by a process that no longer exists', async () => {
    const dir = await freshDir();
    const first = await startEmbeddedDatabase(dir, quiet);
    await first.stop();
    await writeFile(path.join(dir, 'postgres', 'postmaster.pid'), '999999\n/x\n');
    const warnings: string[] = [];
    const again = await startEmbeddedDatabase(dir, { info: () => undefined, warn: (m) => warnings.push(m) });
    expect(await selectOne(again.url)).toBe(1);
    expect(warnings.join()).toMatch(/遗留的锁文件/);
    await again.stop();
  });

  it('stops a database orphaned by a server that was killed, then starts its own', async () => {
    const dir = await freshDir();
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import('${path.join(import.meta.dirname, 'embedded.ts')}').then(m => m.startEmbeddedDatabase(${JSON.stringify(dir)}, { info() {}, warn() {} })).then(() => console.log('ready'))`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
      child.on('exit', (code) => reject(new Error(`child exited ${code}`)));
    });
    child.kill('SIGKILL');
    await new Promise((resolve) => child.on('exit', resolve));
    const warnings: string[] = [];
    const mine = await startEmbeddedDatabase(dir, { info: () => undefined, warn: (m) => warnings.push(m) });
    expect(await selectOne(mine.url)).toBe(1);
    expect(warnings.join()).toMatch(/遗留的内置数据库进程/);
    await mine.stop();
  });

  it('refuses with a clear message when another running server owns the data directory', async () => {
    const dir = await freshDir();
    const owner = await startEmbeddedDatabase(dir, quiet);
    // pretend the owner is another live process (this test runner's parent)
    await writeFile(path.join(dir, 'rrsp-server.pid'), String(process.ppid));
    await expect(startEmbeddedDatabase(dir, quiet)).rejects.toThrow(EmbeddedDatabaseError);
    await expect(startEmbeddedDatabase(dir, quiet)).rejects.toThrow(/正被另一个正在运行的 RRSP 服务/);
    await owner.stop();
  });
});

describe.runIf(process.getuid?.() === 0)('the embedded PostgreSQL started by root', () => {
  it('says what to do when the postgres user cannot enter the data directory', async () => {
    const { chmod, mkdir } = await import('node:fs/promises');
    const locked = await freshDir();
    await chmod(locked, 0o700);
    const dataDir = path.join(locked, 'inner');
    await mkdir(dataDir);
    await expect(startEmbeddedDatabase(dataDir, quiet)).rejects.toThrow(
      /postgres 运行，但该用户无法进入 .*请把项目放在该用户可进入的目录/,
    );
  });
});

describe.runIf(process.getuid?.() === 0)('the embedded PostgreSQL for an ordinary user', () => {
  it('initialises and runs under an unprivileged account, without the postgres system user', async () => {
    const { chown } = await import('node:fs/promises');
    const dir = await freshDir();
    const nobody = 65534;
    await chown(dir, nobody, nobody);
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import('${path.join(import.meta.dirname, 'embedded.ts')}').then(m => m.startEmbeddedDatabase(${JSON.stringify(dir)}, { info() {}, warn() {} })).then(async (db) => { console.log('uid', process.getuid(), 'ready'); await db.stop(); console.log('stopped'); process.exit(0); }, (e) => { console.error(e.message); process.exit(1); })`,
      ],
      { uid: nobody, gid: nobody, env: { ...process.env, HOME: dir }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(output).toMatch(/uid 65534 ready/);
    expect(output).toMatch(/stopped/);
    expect(code).toBe(0);
  });
});
