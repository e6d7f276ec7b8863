import type { AddressInfo } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures.ts';
import { createTestContext, portalHeaders, type TestContext } from '../../../test/harness.ts';
import { waitFor } from '../../../test/wait.ts';
import { contextHolders } from '../async-context.ts';
import { loggerOptions } from '../http/logging.ts';

/** Every line the app logs, as the JSON a log collector reads (the production format, with its mixin). */
const lines: Record<string, unknown>[] = [];
const logger = {
  ...(loggerOptions({ logLevel: 'info', logFormat: 'json' }) as object),
  stream: { write: (line: string) => lines.push(JSON.parse(line)) },
} as FastifyServerOptions['logger'];

const seenPayloads: unknown[] = [];

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { ready: false, logger });
  const { app } = ctx;
  app.jobs.define('test:first', async (payload, { logger: jobLogger }) => {
    seenPayloads.push(payload);
    jobLogger.info('first job ran');
    // a job that enqueues another passes the request on
    await app.jobs.add('test:second', {});
  });
  app.jobs.define('test:second', async (_payload, { logger: jobLogger }) => {
    jobLogger.info('second job ran');
  });
  app.post('/test/enqueue', async () => {
    await app.jobs.add('test:first', { step: 1 });
    return { ok: true };
  });
  await app.ready();
});
afterAll(async () => ctx?.close());

const lineWith = (message: string) =>
  waitFor(async () => lines.find((line) => line.msg === message || String(line.msg).startsWith(message)));

describe('the request id in the jobs a request enqueues', () => {
  it('is on the log lines of the job, and of the jobs that job enqueues, as `reqId`', async () => {
    // over a real socket, the body sent a moment after the headers: it arrives in socket events, outside the scope
    // the request opened when its headers came
    const origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        controller.enqueue(new TextEncoder().encode(JSON.stringify({ any: 'body' })));
        controller.close();
      },
    });
    const response = await fetch(`${origin}/test/enqueue`, {
      method: 'POST',
      headers: { 'x-request-id': 'trace-jobs-0001', 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(200);
    expect(await lineWith('first job ran')).toMatchObject({ reqId: 'trace-jobs-0001', job: 'test:first' });
    expect(await lineWith('second job ran')).toMatchObject({ reqId: 'trace-jobs-0001', job: 'test:second' });
    // the request's own access line names it the same way
    expect(await lineWith('POST /test/enqueue 200')).toMatchObject({ reqId: 'trace-jobs-0001' });
    // the handler gets its own payload, not the bookkeeping
    expect(seenPayloads).toEqual([{ step: 1 }]);
  });

  it('reaches the SMS a sign-in code request sends, through the notifier’s delivery job', async () => {
    // a sign-in code goes only to a registered number
    const { mobile } = await createUser(ctx.db);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/sso/mobile/rcode',
      headers: portalHeaders({ 'x-request-id': 'trace-sms-0002', 'content-type': 'application/json' }),
      payload: JSON.stringify({ mobile }),
    });
    expect(response.json()).toMatchObject({ code: 200 });
    const sent = await waitFor(async () =>
      lines.find((line) => line.notifier === 'sms' && line.to === mobile),
    );
    expect(sent).toMatchObject({ reqId: 'trace-sms-0002' });
  });

  it('is absent from a job no request enqueued', async () => {
    const before = lines.length;
    await ctx.app.jobs.add('test:second', {});
    const line = await waitFor(async () =>
      lines.slice(before).find((entry) => entry.msg === 'second job ran'),
    );
    expect(line).not.toHaveProperty('reqId');
  });

  it('is switched off again once the requests and the jobs they enqueued are over', async () => {
    // the first test's socket
    const origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    const sent = Array.from({ length: 12 }, (_, index) =>
      fetch(`${origin}/test/enqueue`, {
        method: 'POST',
        headers: { 'x-request-id': `trace-off-${index}`, 'content-type': 'application/json' },
        body: '{}',
      }),
    );
    const injected = ctx.app.inject({ method: 'POST', url: '/test/enqueue', payload: {} });
    const [answers, injectedAnswer] = await Promise.all([Promise.all(sent), injected]);
    expect(answers.map((response) => response.status)).toEqual(Array(12).fill(200));
    expect(injectedAnswer.statusCode).toBe(200);
    // every request's hold ends with its response, every job's with the job: nothing keeps the hooks on
    await waitFor(async () => (contextHolders() === 0 ? true : undefined));
  });
});
