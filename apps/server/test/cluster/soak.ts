/**
 * `npm run soak [-- --seconds 60 --connections 100]`: issue 23's soak. Two server instances behind nginx (the
 * configuration docs/operations.md gives) on one PostgreSQL (a scratch embedded one, or a fresh database on the server
 * DATABASE_URL names) and one S3-compatible store; `connections` clients, each a signed-in user, send nine reads for
 * every write for `seconds`. Afterwards every acknowledged write is looked for in the database, and each instance's
 * memory is printed at the start, at its peak and at the end. Figures, not a pass/fail test: it exits 1 only when a
 * 5xx was answered or an acknowledged write is missing.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { bootstrapSystemData } from '../../src/bootstrap.ts';
import { DEMO_PARTNERS } from '../../src/partners.ts';
import { connectDatabase, migrateDatabase } from '../../src/platform/database/client.ts';
import {
  runStatement,
  startScratchDatabase,
  withDatabase,
} from '../../src/platform/database/scratch-database.ts';
import { addMember, createIngestApp, createTenant, createUser, openSession } from '../fixtures.ts';
import { portalHeaders } from '../harness.ts';
import { multipartBody } from '../multipart.ts';
import { servicePhoto } from '../shelf-fixtures.ts';
import { type Cluster, startCluster } from './cluster.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '100' },
  },
});
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
const TEMPLATE = 'rrsp_soak_template';

const say = (line: string) => process.stdout.write(`${line}\n`);

/** VmRSS and VmHWM of a process, in MB (Linux). */
const memoryOf = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
};

const READS: { method: 'GET' | 'POST'; path: string; body?: string; signedIn?: boolean }[] = [
  { method: 'POST', path: '/basics/pc/news/list', body: '{"pageNum":1,"pageSize":10}' },
  { method: 'POST', path: '/basics/pc/news/homePageNews', body: '{}' },
  { method: 'GET', path: '/data-collect/search/dataCollect/getCountData' },
  { method: 'GET', path: '/basics/twelveSaleInfo/twelveSaleInfoRanking?isSaleRoom=0&pageNum=1&pageSize=12' },
  { method: 'GET', path: '/basics/pc/rrPlatformConfiguration/getInfo' },
  {
    method: 'POST',
    path: '/basics/pc/serviceCenter/page',
    body: '{"pageNum":1,"pageSize":12}',
    signedIn: true,
  },
  { method: 'GET', path: '/basics/pc/tenant/getEnterpriseSettledInfo', signedIn: true },
  { method: 'GET', path: '/basics/pc/message/tally', signedIn: true },
  { method: 'GET', path: '/' },
];

/**
 * One of each kind of write a user makes without an operator: an application draft, a sale fed by another system, an
 * SMS code asked for, a picture uploaded (to S3-compatible storage and its record), and a service and a product draft
 * saved by a settled tenant's admin.
 */
const WRITE_KINDS = [
  'settlement-draft',
  'sale-ingest',
  'code-send',
  'upload',
  'service-draft',
  'product-draft',
] as const;
type WriteKind = (typeof WRITE_KINDS)[number];

interface Tally {
  requests: number;
  byStatus: Map<number, number>;
  acknowledged: { kind: WriteKind; key: string }[];
  attemptedDrafts: Map<string, string[]>;
  acknowledgedDrafts: Map<string, string[]>;
}

const prepareTemplate = async (adminUrl: string) => {
  await runStatement(adminUrl, `DROP DATABASE IF EXISTS ${TEMPLATE} WITH (FORCE)`);
  await runStatement(adminUrl, `CREATE DATABASE ${TEMPLATE}`);
  const template = connectDatabase(withDatabase(adminUrl, TEMPLATE), { max: 1 });
  await migrateDatabase(template.db);
  await bootstrapSystemData(template.db, DEMO_PARTNERS);
  await template.close();
};

const run = async (cluster: Cluster) => {
  const db = cluster.database.db;
  const ingest = await createIngestApp(db);
  // each connection is two people: one applying to settle, and the admin of a settled provider that publishes
  const users = await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      const user = await createUser(db);
      const admin = await createUser(db);
      const tenant = await createTenant(db, ['participant', 'servant']);
      await addMember(db, tenant.id, admin.id, true);
      return {
        id: user.id,
        token: await openSession(db, user.id),
        publisher: { token: await openSession(db, admin.id), tenantId: tenant.id },
      };
    }),
  );
  const photo = await servicePhoto(320, 200);
  const tally: Tally = {
    requests: 0,
    byStatus: new Map(),
    acknowledged: [],
    attemptedDrafts: new Map(),
    acknowledgedDrafts: new Map(),
  };
  const origin = cluster.nginx.origin;
  const call = async (
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: string | Uint8Array<ArrayBuffer>,
    onOk?: (data: { id?: string; fileId?: string }) => void,
  ) => {
    const status = await fetch(`${origin}${path}`, {
      method,
      headers: {
        ...portalHeaders(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body }),
      signal: AbortSignal.timeout(30_000),
    }).then(
      async (response) => {
        const text = await response.text();
        if (response.status === 200 && onOk) onOk((JSON.parse(text) as { data: { id?: string } }).data);
        return response.status;
      },
      () => 599,
    );
    tally.requests += 1;
    tally.byStatus.set(status, (tally.byStatus.get(status) ?? 0) + 1);
    return status;
  };

  let sequence = 0;
  const write = async (user: (typeof users)[number], client: number) => {
    sequence += 1;
    const kind: WriteKind = WRITE_KINDS[sequence % WRITE_KINDS.length] ?? 'code-send';
    if (kind === 'settlement-draft') {
      const name = `浸泡测试草稿${client}-${sequence}`;
      tally.attemptedDrafts.set(user.id, [...(tally.attemptedDrafts.get(user.id) ?? []), name]);
      const status = await call(
        'POST',
        '/basics/pc/tenant/settlement/save',
        { Authorization: user.token },
        JSON.stringify({ name }),
      );
      if (status === 200) {
        tally.acknowledgedDrafts.set(user.id, [...(tally.acknowledgedDrafts.get(user.id) ?? []), name]);
      }
      return;
    }
    if (kind === 'sale-ingest') {
      const externalId = `soak-${process.pid}-${sequence}`;
      const body = JSON.stringify({
        sales: [
          {
            externalId,
            productName: `浸泡测试茶${sequence % 50}`,
            tenantName: '浸泡测试合作社',
            regionName: '贵阳市',
            channel: 'online',
            amount: 1000 + sequence,
            quantity: 1,
            unit: '斤',
            soldAt: new Date().toISOString(),
          },
        ],
      });
      const status = await call('POST', '/data-collect/ingest/batch', ingest.headers, body);
      if (status === 200) tally.acknowledged.push({ kind, key: externalId });
      return;
    }
    if (kind === 'upload') {
      const upload = multipartBody({ filename: '浸泡测试.jpg', contentType: 'image/jpeg', bytes: photo });
      await call(
        'POST',
        '/basics/common/obs/upload?kind=image',
        { Authorization: user.token, 'content-type': upload.contentType },
        new Uint8Array(upload.payload),
        (data) => tally.acknowledged.push({ kind, key: data.fileId ?? '' }),
      );
      return;
    }
    if (kind === 'service-draft' || kind === 'product-draft') {
      const path =
        kind === 'service-draft'
          ? '/basics/pc/serviceCenter/saveOrUpdate'
          : '/basics/pc/product/saveOrUpdate';
      await call(
        'POST',
        path,
        { Authorization: user.publisher.token, tenantId: user.publisher.tenantId },
        JSON.stringify({ name: `浸泡测试${kind === 'service-draft' ? '服务' : '产品'}${sequence}` }),
        (data) => tally.acknowledged.push({ kind, key: data.id ?? '' }),
      );
      return;
    }
    const mobile = `136${String(10_000_000 + sequence).slice(-8)}`;
    const status = await call('POST', '/sso/reg/authreg', {}, JSON.stringify({ mobile }));
    if (status === 200) tally.acknowledged.push({ kind, key: mobile });
  };

  const pids = cluster.instances.map((instance) => instance.pid);
  const atStart = pids.map(memoryOf);
  const peaks = atStart.map((memory) => memory.rss);
  const sampler = setInterval(() => {
    pids.forEach((pid, index) => {
      peaks[index] = Math.max(peaks[index] ?? 0, memoryOf(pid).rss);
    });
  }, 500);

  const deadline = Date.now() + SECONDS * 1000;
  const started = Date.now();
  await Promise.all(
    users.map(async (user, client) => {
      let round = client;
      while (Date.now() < deadline) {
        round += 1;
        if (round % 10 === 0) {
          await write(user, client);
        } else {
          const read = READS[round % READS.length];
          if (!read) continue;
          await call(
            read.method,
            read.path,
            read.signedIn ? { Authorization: user.token } : read.path === '/' ? { accept: '*/*' } : {},
            read.body,
          );
        }
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  clearInterval(sampler);
  const atEnd = pids.map(memoryOf);
  return { tally, elapsed, atStart, atEnd, peaks };
};

/** Every acknowledged write, looked for in the database. */
const verify = async (cluster: Cluster, tally: Tally) => {
  const db = cluster.database.pool;
  let missing = 0;
  const sales = tally.acknowledged.filter((write) => write.kind === 'sale-ingest').map((write) => write.key);
  const foundSales = await db.query<{ n: number }>(
    'select count(*)::int as n from sale_records where external_id = any($1::text[])',
    [sales],
  );
  missing += sales.length - (foundSales.rows[0]?.n ?? 0);
  const mobiles = tally.acknowledged.filter((write) => write.kind === 'code-send').map((write) => write.key);
  const foundCodes = await db.query<{ n: number }>(
    'select count(distinct recipient)::int as n from notifier_outbox where recipient = any($1::text[])',
    [mobiles],
  );
  missing += mobiles.length - (foundCodes.rows[0]?.n ?? 0);
  const keysOf = (kind: WriteKind) =>
    tally.acknowledged.filter((write) => write.kind === kind).map((write) => write.key);
  const countOf = async (table: 'stored_files' | 'shelf_items', ids: string[]) =>
    (
      await db.query<{ n: number }>(
        `select count(*)::int as n from ${table} where id::text = any($1::text[])`,
        [ids],
      )
    ).rows[0]?.n ?? 0;
  const uploads = keysOf('upload');
  missing += uploads.length - (await countOf('stored_files', uploads));
  const shelfDrafts = [...keysOf('service-draft'), ...keysOf('product-draft')];
  missing += shelfDrafts.length - (await countOf('shelf_items', shelfDrafts));
  let drafts = 0;
  for (const [userId, names] of tally.acknowledgedDrafts) {
    drafts += names.length;
    const tried = tally.attemptedDrafts.get(userId) ?? [];
    const last = names.at(-1) ?? '';
    const allowed = new Set(tried.slice(tried.indexOf(last)));
    const row = await db.query<{ name: string }>(
      'select name from settlement_applications where applicant_user_id = $1',
      [userId],
    );
    if (!allowed.has(row.rows[0]?.name ?? '')) missing += 1;
  }
  return {
    sales: sales.length,
    codes: mobiles.length,
    drafts,
    uploads: uploads.length,
    services: keysOf('service-draft').length,
    products: keysOf('product-draft').length,
    missing,
  };
};

const main = async () => {
  const scratch = await startScratchDatabase('soak');
  let cluster: Cluster | undefined;
  try {
    await prepareTemplate(scratch.url);
    cluster = await startCluster({
      adminUrl: scratch.url,
      template: TEMPLATE,
      env: { CODE_SENDS_PER_ADDRESS_PER_HOUR: '100000' },
    });
    say(
      `浸泡测试：${CONNECTIONS} 个连接经 nginx 访问 2 个实例，${SECONDS} 秒，读写约 9:1（数据库：${scratch.where}）`,
    );
    const { tally, elapsed, atStart, atEnd, peaks } = await run(cluster);
    const found = await verify(cluster, tally);
    const fiveHundreds = [...tally.byStatus.entries()]
      .filter(([status]) => status >= 500)
      .reduce((sum, [, n]) => sum + n, 0);
    const statuses = [...tally.byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}×${n}`)
      .join('  ');
    say(`请求 ${tally.requests}（${Math.round(tally.requests / elapsed)} 次/秒），状态：${statuses}`);
    say(`5xx：${fiveHundreds}`);
    say(
      `已确认的写入：销售数据 ${found.sales}、验证码 ${found.codes}、入驻草稿 ${found.drafts}、图片上传 ${found.uploads}、` +
        `服务草稿 ${found.services}、产品草稿 ${found.products}；在数据库中缺失 ${found.missing}`,
    );
    atStart.forEach((memory, index) => {
      say(
        `实例 ${index + 1} RSS：开始 ${memory.rss} MB，峰值 ${peaks[index]} MB，结束 ${atEnd[index]?.rss} MB`,
      );
    });
    process.exitCode = fiveHundreds > 0 || found.missing > 0 ? 1 : 0;
  } finally {
    await cluster?.stop();
    await scratch.stop();
  }
};

await main();
