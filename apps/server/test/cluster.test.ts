import { randomInt } from 'node:crypto';
import http from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Cluster, startCluster } from './cluster/cluster.ts';
import { httpClient } from './cluster/http.ts';
import { nginxMissing } from './cluster/nginx.ts';
import { addMember, createTenant, createUser, openSession } from './fixtures.ts';
import { TEMPLATE_DATABASE } from './global-setup.ts';
import { latestCode, outboxCount } from './identity-helpers.ts';
import { openLiveSocket } from './live-client.ts';
import { licencePhoto } from './settlement-fixtures.ts';
import { waitFor } from './wait.ts';

/**
 * Issue 23: DESIGN.md says the portal scales by adding stateless instances on one PostgreSQL. Two real server
 * processes, each with a job worker, share one database, one S3-compatible store and one key pair, behind nginx
 * configured exactly as docs/operations.md says; every request below goes over real HTTP.
 */

let cluster: Cluster;

beforeAll(async () => {
  const missing = nginxMissing();
  if (missing) throw new Error(missing);
  cluster = await startCluster({ adminUrl: inject('adminDatabaseUrl'), template: TEMPLATE_DATABASE });
}, 120_000);

afterEach(({ task }) => {
  // a failure in a process is only in its output
  if (task.result?.state === 'fail') {
    for (const server of cluster?.instances ?? []) console.error(`--- ${server.origin}\n${server.output()}`);
    if (cluster) console.error(`--- nginx\n${cluster.nginx.errorLog().slice(-6_000)}`);
  }
});

afterAll(async () => {
  await cluster?.stop();
});

const instance = (index: number) => {
  const server = cluster.instances[index];
  if (!server) throw new Error(`no instance ${index}`);
  return httpClient(server.origin);
};
const front = () => httpClient(cluster.nginx.origin);
const db = () => cluster.database.db;
const freshMobile = () => `137${String(randomInt(10_000_000, 99_999_999))}`;

describe('two instances behind nginx', () => {
  it('signs in through one instance and serves the session on the other; a ticket is exchanged once', async () => {
    const [a, b] = [instance(0), instance(1)];
    const mobile = freshMobile();
    const username = `cluster_${randomInt(1_000_000)}`;
    const password = 'Qiandongnan-2026-tea';
    expect((await a.post('/sso/reg/authreg', { mobile })).code).toBe(200);
    const registered = await b.postSealed('/sso/reg/regist', {
      username,
      mobile,
      code: await latestCode(db(), mobile),
      password,
    });
    expect(registered.code, registered.msg).toBe(200);

    const signedIn = await a.postSealed('/sso/loginByEncrypt', { account: username, password });
    expect(signedIn.code, signedIn.msg).toBe(200);
    const ticket = encodeURIComponent(String(signedIn.data.ticket));
    // the same ticket at both instances at once: one session, one refusal
    const exchanges = await Promise.all(
      [a, b].map((client) => client.get(`/basics/ticket?ticket=${ticket}`)),
    );
    expect(exchanges.map((answer) => answer.code).sort()).toEqual([200, expect.any(Number)]);
    expect(exchanges.filter((answer) => answer.code === 200)).toHaveLength(1);
    const token = String(exchanges.find((answer) => answer.code === 200)?.data.token);

    for (const client of [a, b, front()]) {
      const mine = await client.get('/basics/pc/tenant/getEnterpriseSettledInfo', token);
      expect(mine.status, client.origin).toBe(200);
    }
  });

  it('counts a limit once across both instances', async () => {
    // one code per mobile a minute: ten asks at once, half at each instance, send one SMS
    const mobile = freshMobile();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => instance(index % 2).post('/sso/reg/authreg', { mobile })),
    );
    expect(answers.every((answer) => answer.status < 500)).toBe(true);
    expect(await outboxCount(db(), mobile)).toBe(1);
  });

  it('runs the job of a write once, on whichever worker takes it', async () => {
    const mobile = freshMobile();
    const asked = await instance(0).post('/sso/reg/authreg', { mobile });
    expect(asked.code, asked.msg).toBe(200);
    const delivered = await waitFor(
      async () => {
        const result = await db().execute<{ status: string; attempts: number }>(
          sql`select status, attempts from notifier_outbox where recipient = ${mobile}`,
        );
        const [row] = result.rows;
        return row && row.status !== 'queued' ? result.rows : undefined;
      },
      { timeoutMs: 15_000 },
    );
    expect(delivered).toEqual([{ status: 'sent', attempts: 1 }]);
  });

  it('shows a write made on one instance on the other within a second, in the calls and the pages', async () => {
    const operator = await createUser(db(), { operatorRoles: ['superAdmin'] });
    const token = await openSession(db(), operator.id);
    const [a, b] = [instance(0), instance(1)];
    const pageTitle = async () => {
      const response = await fetch(`${cluster.instances[1]?.origin}/`, { headers: { accept: '*/*' } });
      return /<title>([^<]*)<\/title>/.exec(await response.text())?.[1];
    };
    // both answers prepared and kept on b first: the save on a must reach them
    const before = await b.get('/basics/pc/rrPlatformConfiguration/getInfo');
    expect(await pageTitle()).toContain(before.data.platformName);

    const current = await a.get('/basics/admin/settings/info', token);
    expect(current.code, current.msg).toBe(200);
    const platformName = `黔东南乡村振兴服务平台${randomInt(1000)}`;
    const saved = await a.post(
      '/basics/admin/settings/save',
      { baseVersion: current.data.version, settings: { ...current.data.settings, platformName } },
      token,
    );
    expect(saved.code, saved.msg).toBe(200);
    const savedAt = Date.now();
    await waitFor(
      async () => {
        const config = await b.get('/basics/pc/rrPlatformConfiguration/getInfo');
        return config.data.platformName === platformName ? true : undefined;
      },
      { timeoutMs: 1_000, intervalMs: 25 },
    );
    await waitFor(async () => ((await pageTitle())?.includes(platformName) ? true : undefined), {
      timeoutMs: 1_000,
      intervalMs: 25,
    });
    expect(Date.now() - savedAt).toBeLessThan(1_000);
  });

  it('serves a file uploaded through one instance from the other', async () => {
    const user = await createUser(db());
    const token = await openSession(db(), user.id);
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(await licencePhoto())], { type: 'image/jpeg' }),
      '营业执照.jpg',
    );
    const uploaded = await fetch(`${cluster.instances[0]?.origin}/basics/common/obs/upload?kind=licence`, {
      method: 'POST',
      headers: { appKey: 'rrsp-portal', endpointCode: 'pc-portal', Authorization: token },
      body: form,
    });
    const body = (await uploaded.json()) as { code: number; msg: string; data: { fileId: string } };
    expect(body.code, body.msg).toBe(200);
    const link = await instance(1).get(
      `/basics/common/obs/privateLink?fileId=${encodeURIComponent(body.data.fileId)}`,
      token,
    );
    expect(link.code, link.msg).toBe(200);
    const picture = await fetch(new URL(String(link.data.url), cluster.instances[1]?.origin));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);
    expect((await picture.arrayBuffer()).byteLength).toBeGreaterThan(1_000);
  });

  it('delivers a message caused on one instance to a browser connected through nginx, once', async () => {
    const tenant = await createTenant(db(), ['participant']);
    const admin = await createUser(db());
    await addMember(db(), tenant.id, admin.id, true);
    const adminToken = await openSession(db(), admin.id);
    const invitee = await createUser(db());
    const live = await openLiveSocket(cluster.nginx.origin, {
      token: await openSession(db(), invitee.id),
      after: 0,
    });
    try {
      await live.frame('welcome');
      const invited = await fetch(`${cluster.instances[0]?.origin}/basics/pc/tenant/inviteMember`, {
        method: 'POST',
        headers: {
          appKey: 'rrsp-portal',
          endpointCode: 'pc-portal',
          Authorization: adminToken,
          tenantId: tenant.id,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ mobile: invitee.mobile }),
      });
      expect(invited.status).toBe(200);
      const frame = await live.frame(
        'message',
        (message) => message.message.kind === 'tenant.invitation',
        15_000,
      );
      expect(frame.message.title).toBe('主体成员邀请');
      await sleep(1_000);
      expect(live.frames.filter((each) => each.type === 'message')).toHaveLength(1);
    } finally {
      live.close();
    }
  });

  it('goes on through nginx when an instance is killed during a mixed load, and takes it back on restart', async () => {
    const load = await startMixedLoad(10);
    await sleep(2_000);
    const killedAt = Date.now();
    const killed = cluster.instances[0];
    await killed?.kill();
    await sleep(3_000);
    const results = await load.stop();

    // only requests in flight at the kill may fail (a write nginx had sent: never sent twice); none after it
    const failedLater = results.filter((result) => result.status >= 500 && result.startedAt > killedAt + 200);
    expect(failedLater).toEqual([]);
    expect(
      results.filter((result) => result.startedAt > killedAt + 200 && result.status === 200).length,
    ).toBeGreaterThan(20);
    await expectAcknowledgedSaves(load);

    const port = killed ? new URL(killed.origin).port : '';
    await cluster.restart(0);
    const rejoined = await waitFor(
      async () => {
        await front().get('/basics/pc/rrPlatformConfiguration/getInfo');
        return cluster.nginx
          .accessLog()
          .some(
            (entry) =>
              entry.upstream.endsWith(`:${port}`) &&
              entry.status === 200 &&
              entry.uri.startsWith('/basics/pc/rrPlatformConfiguration'),
          )
          ? true
          : undefined;
      },
      { timeoutMs: 30_000 },
    );
    expect(rejoined).toBe(true);
  }, 120_000);

  it('drains an instance taken out of nginx and stopped with SIGTERM: in flight finishes, new ones go on', async () => {
    const stopping = cluster.instances[1];
    if (!stopping) throw new Error('no instance 1');
    const user = await writer();
    // a request the instance has begun to read when it is told to stop
    const body = JSON.stringify({ name: '停机时保存的草稿' });
    const inFlight = startSlowRequest(stopping.origin, '/basics/pc/tenant/settlement/save', body, user.token);
    const load = await startMixedLoad(6);
    await sleep(500);
    // the operator's order (docs/operations.md): out of the upstream first, then SIGTERM
    const upstreams = cluster.upstreams();
    await cluster.nginx.reload(upstreams.map((upstream, index) => ({ ...upstream, down: index === 1 })));
    const stoppedAt = Date.now();
    stopping.terminate();
    await sleep(300);
    inFlight.finish();
    const answered = await inFlight.answer;
    expect(answered.status, answered.body).toBe(200);
    await stopping.exited;
    await sleep(1_000);
    const results = await load.stop();
    expect(results.filter((result) => result.status >= 500)).toEqual([]);
    expect(
      results.filter((result) => result.startedAt > stoppedAt && result.status === 200).length,
    ).toBeGreaterThan(10);
    await expectAcknowledgedSaves(load);
    expect(stopping.output()).toContain('服务已停止');
    await cluster.restart(1);
    await cluster.nginx.reload(upstreams);
  }, 120_000);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A signed-in applicant who saves settlement drafts. */
const writer = async () => {
  const user = await createUser(db());
  return { id: user.id, token: await openSession(db(), user.id) };
};

interface Result {
  startedAt: number;
  status: number;
  kind: 'read' | 'write';
}

/**
 * `loops` users through nginx, each in turn reading a public answer, reading its own application and saving its
 * draft under a new name: every save answered 200 is an acknowledged write.
 */
const startMixedLoad = async (loops: number) => {
  const users = await Promise.all(Array.from({ length: loops }, () => writer()));
  const acknowledged = new Map<string, string[]>();
  const attempted = new Map<string, string[]>();
  const results: Result[] = [];
  let running = true;
  const client = front();
  const timed = async (kind: Result['kind'], call: () => Promise<{ status: number }>) => {
    const startedAt = Date.now();
    const status = await call().then(
      (answer) => answer.status,
      () => 599,
    );
    results.push({ startedAt, status, kind });
    return status;
  };
  const loop = async (user: { id: string; token: string }, index: number) => {
    let round = 0;
    while (running) {
      round += 1;
      await timed('read', () => client.get('/basics/pc/rrPlatformConfiguration/getInfo'));
      await timed('read', () => client.get('/basics/pc/tenant/getEnterpriseSettledInfo', user.token));
      const name = `压测草稿${index}-${round}`;
      attempted.set(user.id, [...(attempted.get(user.id) ?? []), name]);
      const status = await timed('write', () =>
        client.post('/basics/pc/tenant/settlement/save', { name }, user.token),
      );
      if (status === 200) acknowledged.set(user.id, [...(acknowledged.get(user.id) ?? []), name]);
    }
  };
  const loops$ = Promise.all(users.map(loop));
  return {
    acknowledged,
    attempted,
    stop: async () => {
      running = false;
      await loops$;
      return results;
    },
  };
};

/**
 * Each writer's draft holds its last acknowledged name or one it tried after it (a save whose answer was lost may
 * have committed): never an older one, never a lost acknowledged save. And each save changed the name, so the
 * application's record of saves counts at least the acknowledged ones.
 */
const expectAcknowledgedSaves = async (load: Awaited<ReturnType<typeof startMixedLoad>>) => {
  expect(load.acknowledged.size).toBeGreaterThan(0);
  for (const [userId, names] of load.acknowledged) {
    const tried = load.attempted.get(userId) ?? [];
    const last = names.at(-1) ?? '';
    const allowed = tried.slice(tried.indexOf(last));
    const rows = await db().execute<{ name: string; saves: number }>(sql`
      select a.name, (select count(*)::int from settlement_events e where e.application_id = a.id and e.action = 'saved') as saves
      from settlement_applications a where a.applicant_user_id = ${userId}`);
    expect(rows.rows).toHaveLength(1);
    const [row] = rows.rows;
    expect(allowed).toContain(row?.name);
    expect(row?.saves ?? 0).toBeGreaterThanOrEqual(names.length);
    expect(row?.saves ?? 0).toBeLessThanOrEqual(tried.length);
  }
};

/** A POST whose headers and first half go now and whose second half goes on `finish()`. */
const startSlowRequest = (origin: string, url: string, body: string, token: string) => {
  const bytes = Buffer.from(body);
  const half = Math.floor(bytes.length / 2);
  let finish: () => void = () => undefined;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(`${origin}${url}`, {
      method: 'POST',
      headers: {
        appKey: 'rrsp-portal',
        endpointCode: 'pc-portal',
        Authorization: token,
        'content-type': 'application/json',
        'content-length': String(bytes.length),
      },
    });
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
    request.write(bytes.subarray(0, half));
    finish = () => request.end(bytes.subarray(half));
  });
  return { answer, finish: () => finish() };
};
