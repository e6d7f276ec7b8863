/**
 * The live channel under load (issue 21): many WebSocket clients spread over two server instances on one database,
 * messages stored from this process as a job would store them; prints the delivery latency (from the message's
 * commit here to its arrival at the client) and what one connection costs a server in memory.
 *
 *   npm run bench:live [-- --clients 1000 --messages 2000 --rate 100]
 *
 * The database is an embedded PostgreSQL this script starts in a temporary directory, or, with DATABASE_URL set, a
 * fresh database `rrsp_bench_live_<pid>` on that server, dropped at the end. Both instances run in production mode
 * on it, each with its own LISTEN connection, as two instances behind a balancer would.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { LIVE_PATHS, type LiveFrame } from '@rrsp/contract';
import WebSocket from 'ws';
import { connectDatabase, type Database } from '../../apps/server/src/platform/database/client.ts';
import { startScratchDatabase } from '../../apps/server/src/platform/database/scratch-database.ts';
import { createSessionStore } from '../../apps/server/src/platform/identity/session-store.ts';
import { users } from '../../apps/server/src/platform/identity/tables.ts';
import {
  createMessageStore,
  type NewMessage,
} from '../../apps/server/src/platform/messaging/message-store.ts';
import {
  formatBytes,
  printTable,
  type RunningServer,
  repoRoot,
  startServer,
  timestamp,
  withCleanup,
} from '../lib/server.ts';

const { values } = parseArgs({
  options: {
    clients: { type: 'string' },
    messages: { type: 'string' },
    rate: { type: 'string' },
  },
});
const whole = (name: string, raw: string | undefined, fallback: number): number => {
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} 必须是正整数，收到 ${raw}`);
  return value;
};
const settings = {
  clients: whole('clients', values.clients, 1_000),
  messages: whole('messages', values.messages, 2_000),
  rate: whole('rate', values.rate, 100),
};
const command = `npm run bench:live -- --clients ${settings.clients} --messages ${settings.messages} --rate ${settings.rate}`;

/** Clients opening at once while connecting: a crowd, not a stampede that only measures the accept queue. */
const CONNECT_CONCURRENCY = 50;
/** Connections that warm each instance's code paths before the memory baseline is read. */
const WARM_UP_CLIENTS = 20;
const DELIVERY_TIMEOUT_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

/** Resident memory of a process, from /proc (Linux), in bytes. */
const rssOf = (pid: number): number => {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (!kb) throw new Error(`/proc/${pid}/status 中没有 VmRSS`);
  return Number(kb) * 1024;
};

/** The median of a few readings a little apart, so one allocation burst does not decide the figure. */
const settledRss = async (pid: number): Promise<number> => {
  const readings: number[] = [];
  for (let i = 0; i < 5; i++) {
    readings.push(rssOf(pid));
    await sleep(200);
  }
  return readings.sort((a, b) => a - b)[2] ?? Number.NaN;
};

interface Person {
  id: string;
  token: string;
}

const createPeople = async (db: Database, count: number): Promise<Person[]> => {
  const run = Date.now().toString(36);
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        username: `live_${run}_${index}`,
        nickName: `实时压测用户${index + 1}`,
      })),
    )
    .returning({ id: users.id });
  const sessions = createSessionStore(db, { idleMs: 2 * 3_600_000, maxAgeMs: 24 * 3_600_000 });
  const people: Person[] = [];
  for (let start = 0; start < rows.length; start += 20) {
    const batch = rows.slice(start, start + 20);
    people.push(
      ...(await Promise.all(batch.map(async ({ id }) => ({ id, token: (await sessions.open(id)).token })))),
    );
  }
  return people;
};

interface Client {
  person: Person;
  server: RunningServer;
  socket: WebSocket;
}

/** Connects and says hello as the browser does; resolves at the welcome. Every message frame's arrival is noted. */
const connect = (
  server: RunningServer,
  person: Person,
  arrived: (person: Person, seq: number, at: number) => void,
): Promise<Client> =>
  new Promise((resolve, reject) => {
    const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}${LIVE_PATHS.socket}`);
    const timer = setTimeout(() => reject(new Error(`${server.url} 10 s 内没有 welcome`)), 10_000);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'hello', token: person.token, after: 0 })));
    socket.on('message', (data) => {
      const at = performance.now();
      const frame = JSON.parse(String(data)) as LiveFrame;
      if (frame.type === 'message') arrived(person, frame.message.seq, at);
      else if (frame.type === 'welcome') {
        clearTimeout(timer);
        resolve({ person, server, socket });
      } else if (frame.type === 'bye' || frame.type === 'ended') {
        clearTimeout(timer);
        reject(new Error(`${server.url} 拒绝了连接：${frame.msg}`));
      }
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });

const connectAll = async (
  pairs: { server: RunningServer; person: Person }[],
  arrived: (person: Person, seq: number, at: number) => void,
): Promise<Client[]> => {
  const clients: Client[] = [];
  for (let start = 0; start < pairs.length; start += CONNECT_CONCURRENCY) {
    const batch = pairs.slice(start, start + CONNECT_CONCURRENCY);
    clients.push(...(await Promise.all(batch.map(({ server, person }) => connect(server, person, arrived)))));
  }
  return clients;
};

const closeAll = async (clients: Client[]) => {
  await Promise.all(
    clients.map(
      ({ socket }) =>
        new Promise<void>((resolve) => {
          if (socket.readyState === WebSocket.CLOSED) return resolve();
          socket.once('close', () => resolve());
          socket.close();
        }),
    ),
  );
};

let counter = 0;
const messageTo = (person: Person, label: string): NewMessage => {
  counter += 1;
  return {
    userId: person.id,
    kind: 'shelf.decided',
    title: `实时通道压测 ${label} ${counter}`,
    body: '您发布的服务已通过平台审核并上架。',
    link: '/participants/service',
    dedupeKey: `bench-live:${process.pid}:${counter}`,
  };
};

interface Latencies {
  count: number;
  missing: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/**
 * Times each message from its commit (the append resolving here) to its arrival at its user's client. Arrival and
 * commit are read from this process's one clock; a frame seen before its commit's answer was handled counts as 0.
 */
const measure = async (
  expected: number,
  committed: Map<string, number>,
  arrivals: Map<string, number>,
): Promise<Latencies> => {
  const deadline = Date.now() + DELIVERY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    let delivered = 0;
    for (const key of committed.keys()) if (arrivals.has(key)) delivered += 1;
    if (delivered >= expected) break;
    await sleep(50);
  }
  const times: number[] = [];
  for (const [key, at] of committed) {
    const arrival = arrivals.get(key);
    if (arrival !== undefined) times.push(Math.max(0, arrival - at));
  }
  times.sort((a, b) => a - b);
  return {
    count: times.length,
    missing: expected - times.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times.at(-1) ?? Number.NaN,
  };
};

await withCleanup(async (register) => {
  console.log(`${command}\n`);
  // the database both instances share
  const database = await startScratchDatabase('bench-live');
  register(database.stop);
  console.log(`数据库：${database.where}`);
  // production mode, no demo data; one after the other, since each migrates on start
  const serverEnv = { NODE_ENV: 'production', DATABASE_URL: database.url, SEED_DEMO: 'false' };
  const a = await startServer({ label: 'live-a', env: serverEnv });
  register(a.stop);
  const b = await startServer({ label: 'live-b', env: serverEnv });
  register(b.stop);
  const instances = [a, b];
  const name = (server: RunningServer) => (server === a ? 'A' : 'B');
  console.log(`实例 A ${a.url}（pid ${a.pid}），实例 B ${b.url}（pid ${b.pid}）`);

  const handle = connectDatabase(database.url, { max: 10 });
  register(handle.close);
  const store = createMessageStore(handle.db);
  const people = await createPeople(handle.db, settings.clients + WARM_UP_CLIENTS * 2);
  const warmPeople = people.slice(settings.clients);
  const benchPeople = people.slice(0, settings.clients);

  const arrivals = new Map<string, number>();
  const arrived = (person: Person, seq: number, at: number) => arrivals.set(`${person.id}:${seq}`, at);
  const commit = async (list: NewMessage[], committed: Map<string, number>) => {
    const stored = await store.append(list);
    const at = performance.now();
    const ordered = [...list].sort((x, y) => (x.userId < y.userId ? -1 : x.userId > y.userId ? 1 : 0));
    // append returns the stored messages in its lock order (by user), each with its user's new number
    for (const [index, item] of stored.entries()) committed.set(`${ordered[index]?.userId}:${item.seq}`, at);
  };

  // warm-up: every code path of a connection and a delivery runs once before memory is read
  const warm = await connectAll(
    warmPeople.map((person, index) => ({ server: instances[index % 2] as RunningServer, person })),
    arrived,
  );
  const warmCommitted = new Map<string, number>();
  await Promise.all(warmPeople.map((person) => commit([messageTo(person, '预热')], warmCommitted)));
  await measure(warmPeople.length, warmCommitted, arrivals);
  await closeAll(warm);
  await sleep(1_000);

  const before = new Map(
    await Promise.all(instances.map(async (s) => [s, await settledRss(s.pid)] as const)),
  );
  const connectStarted = performance.now();
  const clients = await connectAll(
    benchPeople.map((person, index) => ({ server: instances[index % 2] as RunningServer, person })),
    arrived,
  );
  const connectMs = performance.now() - connectStarted;
  await sleep(1_000);
  const after = new Map(await Promise.all(instances.map(async (s) => [s, await settledRss(s.pid)] as const)));
  const homeOf = new Map(clients.map((client) => [client.person.id, client.server]));
  console.log(`${clients.length} 个连接在 ${(connectMs / 1000).toFixed(1)} s 内全部收到 welcome`);

  // a steady stream: each message its own transaction, started on schedule whether or not the last one finished
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const steady = new Map<string, number>();
  const pending: Promise<void>[] = [];
  const streamStarted = performance.now();
  for (let index = 0; index < settings.messages; index++) {
    const due = streamStarted + (index * 1000) / settings.rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const person = benchPeople[index % benchPeople.length] as Person;
    pending.push(commit([messageTo(person, '逐条')], steady));
  }
  await Promise.all(pending);
  const streamSeconds = (performance.now() - streamStarted) / 1000;
  const steadyAll = await measure(settings.messages, steady, arrivals);
  const steadyBy = (server: RunningServer) =>
    measure(
      [...steady.keys()].filter((key) => homeOf.get(key.split(':')[0] ?? '') === server).length,
      new Map([...steady].filter(([key]) => homeOf.get(key.split(':')[0] ?? '') === server)),
      arrivals,
    );
  const steadyA = await steadyBy(a);
  const steadyB = await steadyBy(b);

  // one commit carrying a message for every client (a notice to everyone): each instance fans out its half at once
  const burst = new Map<string, number>();
  await commit(
    benchPeople.map((person) => messageTo(person, '群发')),
    burst,
  );
  const burstAll = await measure(benchPeople.length, burst, arrivals);
  loop.disable();

  await closeAll(clients);

  const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '—');
  const row = (label: string, result: Latencies) => [
    label,
    String(result.count),
    String(result.missing),
    ms(result.p50),
    ms(result.p95),
    ms(result.p99),
    ms(result.max),
  ];
  console.log(
    `\n投递延迟（本进程提交完成 → 客户端收到该消息，ms）；逐条 ${settings.messages} 条，目标速率 ${settings.rate}/s，` +
      `实际 ${(settings.messages / streamSeconds).toFixed(0)}/s\n`,
  );
  printTable([
    ['', '收到', '缺失', 'p50', 'p95', 'p99', 'max'],
    row('逐条提交（全部）', steadyAll),
    row(`  连到实例 A 的 ${clients.filter((c) => c.server === a).length} 个客户端`, steadyA),
    row(`  连到实例 B 的 ${clients.filter((c) => c.server === b).length} 个客户端`, steadyB),
    row(`一次提交 ${benchPeople.length} 条（每人一条）`, burstAll),
  ]);
  const perConnection = (server: RunningServer) => {
    const count = clients.filter((client) => client.server === server).length;
    return ((after.get(server) ?? 0) - (before.get(server) ?? 0)) / count;
  };
  console.log(
    '\n每个连接占用的服务端内存（服务进程的 VmRSS，读自 /proc/<pid>/status，连接前后各取 5 次的中位数）\n',
  );
  printTable([
    ['', '连接数', '连接前 RSS', '连接后 RSS', '每连接'],
    ...instances.map((server) => [
      `实例 ${name(server)}`,
      String(clients.filter((client) => client.server === server).length),
      formatBytes(before.get(server) ?? 0),
      formatBytes(after.get(server) ?? 0),
      formatBytes(Math.round(perConnection(server))),
    ]),
  ]);
  const lag = { p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 };
  const load = os.loadavg()[0] ?? 0;
  console.log(
    `\n本进程（${clients.length} 个客户端与发送方）事件循环延迟 p99 ${ms(lag.p99)} ms、max ${ms(lag.max)} ms：` +
      `也计入上面的延迟。结束时系统负载 ${load.toFixed(1)}（${os.cpus().length} 核）`,
  );

  const resultsDir = path.join(repoRoot, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `live-${timestamp()}.json`);
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        kind: 'live',
        date: new Date().toISOString(),
        node: process.version,
        cpus: os.cpus().length,
        loadAverage: load,
        command,
        settings,
        connectSeconds: connectMs / 1000,
        streamRate: settings.messages / streamSeconds,
        latencyMs: { steady: steadyAll, steadyA, steadyB, burst: burstAll },
        memory: instances.map((server) => ({
          instance: name(server),
          source: '/proc/<pid>/status VmRSS',
          before: before.get(server),
          after: after.get(server),
          perConnection: perConnection(server),
        })),
        benchEventLoopMs: lag,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`结果已写入 ${path.relative(process.cwd(), file)}`);
});
process.exit(0);
