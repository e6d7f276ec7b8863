/**
 * `npm run crash-test [-- --rounds 20]`: issue 23's crash test. The server is killed with SIGKILL `rounds` times while
 * writers are busy, first on the embedded PostgreSQL (as `npm start` runs it: a killed server leaves its database
 * running and the next start takes it over), then on an external PostgreSQL (DATABASE_URL's server, else Debian's
 * `postgresql` package started in a temporary directory). After every restart it checks that the server came up,
 * that every acknowledged write is there, and that no multi-step write is half there. Figures, not a timed test.
 */
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { connectDatabase } from '../../src/platform/database/client.ts';
import { startScratchDatabase } from '../../src/platform/database/scratch-database.ts';
import { freePort } from '../../src/platform/free-port.ts';
import { latestCode } from '../identity-helpers.ts';
import { startServerProcess } from '../server-process.ts';
import { httpClient } from './http.ts';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '20' } } });
const ROUNDS = Number(values.rounds);
const WRITERS = 6;

const say = (line: string) => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Acknowledged {
  /** username → registered (user, its SSO session, ticket and event in one transaction) */
  registrations: Set<string>;
  /** applicant's mobile → every draft name tried, and the last one answered 200 */
  drafts: Map<string, { tried: string[]; acknowledged: string | null; saves: number; token: string }>;
}

const acknowledgedCount = (acknowledged: Acknowledged) =>
  acknowledged.registrations.size +
  [...acknowledged.drafts.values()].reduce((sum, draft) => sum + draft.saves, 0);

/** One writer until `stopAt`: registers an account, then saves drafts of its settlement under new names. */
const writer = async (
  origin: string,
  database: pg.Pool,
  acknowledged: Acknowledged,
  stopAt: () => boolean,
) => {
  const client = httpClient(origin);
  const drizzleDb = connectDatabase(database.options.connectionString ?? '', { max: 1 });
  try {
    while (!stopAt()) {
      const mobile = `135${String(randomInt(10_000_000, 99_999_999))}`;
      const username = `crash_${randomInt(1_000_000_000)}`;
      const password = 'Crash-Test-2026-tea';
      const asked = await client.post('/sso/reg/authreg', { mobile });
      if (asked.code !== 200) continue;
      const registered = await client.postSealed('/sso/reg/regist', {
        username,
        mobile,
        code: await latestCode(drizzleDb.db, mobile),
        password,
      });
      if (registered.code !== 200) continue;
      acknowledged.registrations.add(username);
      const ticket = encodeURIComponent(String(registered.data.ticket));
      const exchanged = await client.get(`/basics/ticket?ticket=${ticket}`);
      if (exchanged.code !== 200) continue;
      const token = String(exchanged.data.token);
      const drafts = { tried: [] as string[], acknowledged: null as string | null, saves: 0, token };
      acknowledged.drafts.set(username, drafts);
      for (let round = 1; round <= 20 && !stopAt(); round += 1) {
        const name = `崩溃测试草稿${username}-${round}`;
        drafts.tried.push(name);
        const saved = await client.post('/basics/pc/tenant/settlement/save', { name }, token);
        if (saved.code === 200) {
          drafts.acknowledged = name;
          drafts.saves += 1;
        }
      }
    }
  } catch {
    // the server went away mid-call: what was acknowledged is recorded, the rest is not
  } finally {
    await drizzleDb.close();
  }
};

/** What a restarted server must hold: every acknowledged write, and no write in part. */
const verify = async (database: pg.Pool, acknowledged: Acknowledged) => {
  let lost = 0;
  const usernames = [...acknowledged.registrations];
  const users = await database.query<{ username: string }>(
    'select username from users where username = any($1::text[])',
    [usernames],
  );
  lost += usernames.length - users.rows.length;
  for (const [username, drafts] of acknowledged.drafts) {
    if (drafts.acknowledged === null) continue;
    const allowed = new Set(drafts.tried.slice(drafts.tried.indexOf(drafts.acknowledged)));
    const row = await database.query<{ name: string }>(
      `select a.name from settlement_applications a join users u on u.id = a.applicant_user_id
       where u.username = $1`,
      [username],
    );
    if (!allowed.has(row.rows[0]?.name ?? '')) lost += 1;
  }
  // half-written: an account without its registration event, a named draft without its save on the record
  const halfAccounts = await database.query<{ n: number }>(`
    select count(*)::int as n from users u
    where u.username like 'crash\\_%' and not exists (
      select 1 from domain_events e where e.type = 'user.registered' and e.payload->>'userId' = u.id::text)`);
  const halfDrafts = await database.query<{ n: number }>(`
    select count(*)::int as n from settlement_applications a
    where a.name like '崩溃测试草稿%' and not exists (
      select 1 from settlement_events e where e.application_id = a.id and e.action = 'saved')`);
  return { lost, halfWritten: (halfAccounts.rows[0]?.n ?? 0) + (halfDrafts.rows[0]?.n ?? 0) };
};

/** Debian's PostgreSQL (the `postgresql` package) in a temporary directory, as the external database. */
const startDebianPostgres = async () => {
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort() : [];
  const bin = versions.length > 0 ? `/usr/lib/postgresql/${versions.at(-1)}/bin` : null;
  if (!bin || !existsSync(`${bin}/initdb`)) return null;
  const dir = mkdtempSync(path.join(tmpdir(), 'rrsp-crash-pg-'));
  const port = await freePort();
  const asRoot = userInfo().uid === 0;
  // PostgreSQL refuses to run as root: as root it runs as the package's `postgres` user
  const run = (command: string, args: string[]) =>
    asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
      : spawnSync(command, args, { encoding: 'utf8' });
  if (asRoot) spawnSync('chown', ['postgres', dir]);
  const data = path.join(dir, 'data');
  const init = run(`${bin}/initdb`, [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const started = run(`${bin}/pg_ctl`, [
    '-D',
    data,
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir}`,
    'start',
  ]);
  if (started.status !== 0) throw new Error(`pg_ctl start failed: ${started.stderr}`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    where: `Debian PostgreSQL ${versions.at(-1)}（${dir}）`,
    stop: () => {
      run(`${bin}/pg_ctl`, ['-D', data, '-m', 'immediate', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

const crashRounds = async (label: string, databaseUrl: string | null, dataDir: string) => {
  const port = String(await freePort());
  const env = {
    DATA_DIR: dataDir,
    PORT: port,
    JOBS_WORKER: 'true',
    CODE_SENDS_PER_ADDRESS_PER_HOUR: '100000',
    CAPTCHA_FREE_CODE_SENDS_PER_HOUR: '100000',
  };
  const acknowledged: Acknowledged = { registrations: new Set(), drafts: new Map() };
  let restarts = 0;
  let lost = 0;
  let halfWritten = 0;
  let server = await startServerProcess(databaseUrl, { label, env, timeoutMs: 120_000 });
  const urlOf = () =>
    databaseUrl ??
    `postgres://postgres:${encodeURIComponent(readFileSync(path.join(dataDir, '.postgres-password'), 'utf8').trim())}@127.0.0.1:${readFileSync(path.join(dataDir, '.postgres-port'), 'utf8').trim()}/postgres`;
  for (let round = 1; round <= ROUNDS; round += 1) {
    let killed = false;
    const database = new pg.Pool({ connectionString: urlOf(), max: WRITERS + 2 });
    const writers = Array.from({ length: WRITERS }, () =>
      writer(server.origin, database, acknowledged, () => killed),
    );
    // killed during writes: once this round has had a write acknowledged, at a random moment after it
    const before = acknowledgedCount(acknowledged);
    const deadline = Date.now() + 30_000;
    while (acknowledgedCount(acknowledged) === before && Date.now() < deadline) await sleep(50);
    await sleep(randomInt(500, 2_500));
    await server.kill();
    killed = true;
    await Promise.all(writers);
    await database.end();
    server = await startServerProcess(databaseUrl, { label, env, timeoutMs: 120_000 });
    restarts += 1;
    const checked = new pg.Pool({ connectionString: urlOf(), max: 2 });
    const found = await verify(checked, acknowledged);
    await checked.end();
    lost = found.lost;
    halfWritten = found.halfWritten;
    process.stdout.write(
      `  ${label} 第 ${round} 次 SIGKILL 后重启成功；缺失 ${lost}，写了一半 ${halfWritten}\n`,
    );
  }
  await server.kill();
  const drafts = [...acknowledged.drafts.values()].reduce((sum, draft) => sum + draft.saves, 0);
  return { restarts, registrations: acknowledged.registrations.size, drafts, lost, halfWritten };
};

const report = (where: string, result: Awaited<ReturnType<typeof crashRounds>>) => {
  say(
    `${where}：${ROUNDS} 次 SIGKILL，${result.restarts} 次重启成功；已确认的注册 ${result.registrations} 个、` +
      `已确认的草稿保存 ${result.drafts} 次；缺失 ${result.lost}，写了一半 ${result.halfWritten}`,
  );
  return result.restarts === ROUNDS && result.lost === 0 && result.halfWritten === 0;
};

const main = async () => {
  const results: boolean[] = [];
  const embeddedDir = mkdtempSync(path.join(tmpdir(), 'rrsp-crash-embedded-'));
  rmSync(embeddedDir, { recursive: true, force: true }); // the server makes it, so its database user can enter it
  try {
    say('内置 PostgreSQL：');
    results.push(report('内置 PostgreSQL', await crashRounds('crash-embedded', null, embeddedDir)));
  } finally {
    rmSync(embeddedDir, { recursive: true, force: true });
  }
  const external = process.env.DATABASE_URL
    ? await startScratchDatabase('crash')
    : await startDebianPostgres();
  if (!external) {
    say('外部 PostgreSQL：未找到（设置 DATABASE_URL，或 apt-get install postgresql），跳过');
  } else {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rrsp-crash-external-'));
    try {
      say(`外部 PostgreSQL（${external.where}）：`);
      results.push(report('外部 PostgreSQL', await crashRounds('crash-external', external.url, dataDir)));
    } finally {
      await external.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  process.exitCode = results.every(Boolean) ? 0 : 1;
};

await main();
