import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { buildApp } from '../../app.ts';
import { notifierOutbox } from '../notifier/tables.ts';

const TOKEN = 'metrics-test-token-0123456789abcdef';
const NEVER_RUN_TASK = 'metrics-test:no-worker-takes-this';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ METRICS_TOKEN: TOKEN });
  // arranged before the first scrape: the database figures are read at most every few seconds
  await ctx.app.jobs.add(NEVER_RUN_TASK, {}, { runAt: new Date(Date.now() - 60_000) });
  await ctx.db.insert(notifierOutbox).values({
    channel: 'sms',
    recipient: '13900000000',
    body: '待发送',
    purpose: 'metrics-test',
    createdAt: new Date(Date.now() - 120_000),
  });
});
afterAll(async () => ctx?.close());

const scrape = async (): Promise<string> => {
  const response = await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
};

/** The value of the one series of `name` whose labels include every `label="value"` given. */
const seriesValue = (text: string, name: string, labels: Record<string, string> = {}): number | undefined => {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find(
      (candidate) =>
        (candidate.startsWith(`${name}{`) || candidate.startsWith(`${name} `)) &&
        wanted.every((label) => candidate.includes(label)),
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
};

describe('/metrics', () => {
  it('answers only a scraper that sends METRICS_TOKEN as a bearer token', async () => {
    expect((await ctx.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const wrong = await ctx.app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer guessed-token-0000000000' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 401, reason: 'NOT_SIGNED_IN' });
    expect(wrong.body).not.toMatch(/rrsp_/);
  });

  it('does not exist at all without METRICS_TOKEN', async () => {
    const closed = await buildApp({
      config: { ...ctx.config, metricsToken: undefined },
      db: ctx.db,
      logger: false,
    });
    try {
      const response = await closed.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toMatch(/rrsp_/);
    } finally {
      await closed.close();
    }
  });

  it('counts requests by route template and status, with a latency histogram, never by the URL called', async () => {
    const id = '5f0c2b8e-3c1d-4e6a-9b7f-0a1b2c3d4e5f';
    for (let index = 0; index < 3; index += 1) {
      expect((await ctx.app.inject({ url: `/files/${id}.png` })).statusCode).toBe(404);
    }
    const text = await scrape();
    const labels = { route: '/files/:name', method: 'GET' };
    expect(seriesValue(text, 'rrsp_http_requests_total', { ...labels, status: '404' })).toBe(3);
    expect(seriesValue(text, 'rrsp_http_request_duration_seconds_count', labels)).toBe(3);
    expect(seriesValue(text, 'rrsp_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(3);
    // the histogram is written as prom-client writes one: cumulative buckets in order, then the sum (decision 033)
    const buckets = text
      .split('\n')
      .filter(
        (line) =>
          line.startsWith('rrsp_http_request_duration_seconds_bucket{') &&
          line.includes('route="/files/:name"'),
      );
    expect(buckets.map((line) => /le="([^"]+)"/.exec(line)?.[1])).toEqual([
      ...['0.005', '0.01', '0.025', '0.05', '0.1', '0.25', '0.5', '1', '2.5', '5', '10', '30', '60'],
      '+Inf',
    ]);
    const counts = buckets.map((line) => Number(line.slice(line.lastIndexOf(' ') + 1)));
    expect(counts.every((count, index) => index === 0 || count >= (counts[index - 1] ?? 0))).toBe(true);
    expect(counts.at(-2)).toBe(3);
    const sum = seriesValue(text, 'rrsp_http_request_duration_seconds_sum', labels) ?? 0;
    expect(sum).toBeGreaterThan(0);
    expect(sum).toBeLessThan(3 * 60);
    expect(text).not.toContain(id);
  });

  it('puts every URL no route matches under one label, and leaves the operations endpoints out', async () => {
    for (let index = 0; index < 100; index += 1) {
      await ctx.app.inject({ url: `/no-such-thing/${index}?q=${index}` });
    }
    await ctx.app.inject({ url: '/healthz' });
    await ctx.app.inject({ url: '/readyz' });
    const text = await scrape();
    const series = text.split('\n').filter((line) => line.startsWith('rrsp_http_requests_total{'));
    expect(series.filter((line) => line.includes('route="unmatched"'))).toHaveLength(1);
    expect(seriesValue(text, 'rrsp_http_requests_total', { route: 'unmatched', status: '404' })).toBe(100);
    expect(text).not.toMatch(/no-such-thing|route="\/healthz"|route="\/readyz"|route="\/metrics"/);
  });

  it('shows the pool, the job queue, the outbox backlog, the change listeners and the event loop', async () => {
    const text = await scrape();
    expect(seriesValue(text, 'rrsp_db_pool_max')).toBe(ctx.db.$client.options.max);
    expect(seriesValue(text, 'rrsp_db_pool_total')).toBeGreaterThanOrEqual(1);
    expect(seriesValue(text, 'rrsp_db_pool_idle')).toBeGreaterThanOrEqual(0);
    expect(seriesValue(text, 'rrsp_db_pool_in_use')).toBeGreaterThanOrEqual(0);
    expect(seriesValue(text, 'rrsp_db_pool_waiting')).toBe(0);

    expect(seriesValue(text, 'rrsp_job_queue_jobs', { task: NEVER_RUN_TASK, state: 'ready' })).toBe(1);
    expect(seriesValue(text, 'rrsp_job_queue_depth')).toBeGreaterThanOrEqual(1);
    expect(seriesValue(text, 'rrsp_job_queue_oldest_seconds')).toBeGreaterThanOrEqual(59);

    expect(seriesValue(text, 'rrsp_outbox_backlog', { channel: 'sms' })).toBe(1);
    expect(seriesValue(text, 'rrsp_outbox_backlog', { channel: 'email' })).toBe(0);
    expect(seriesValue(text, 'rrsp_outbox_oldest_seconds', { channel: 'sms' })).toBeGreaterThanOrEqual(119);

    for (const channel of ['public_change', 'live']) {
      expect(seriesValue(text, 'rrsp_change_listener_connected', { channel })).toBe(1);
      const lag = seriesValue(text, 'rrsp_change_notification_lag_seconds', { channel });
      expect(lag).toBeGreaterThan(0);
      expect(lag).toBeLessThan(2);
    }

    expect(seriesValue(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0);
    expect(seriesValue(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });
});
