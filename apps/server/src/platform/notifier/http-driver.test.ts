import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { loadConfig } from '../../config.ts';
import { createNotifier, type SmsMessage } from './notifier.ts';
import { createOutboxRepository } from './outbox-repository.ts';
import { platformText } from './platform-text.ts';

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: http.IncomingHttpHeaders;
  body: string;
}

type Answer = (response: http.ServerResponse) => void;

/** A real SMS gateway on 127.0.0.1: it records each request and answers as the current test says. */
const received: Received[] = [];
let answer: Answer = (response) =>
  response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
const gateway = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    });
    answer(response);
  });
});
let gatewayUrl = '';

const captureLogs = () => {
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (chunk: string) => lines.push(chunk) });
  return { logger, lines };
};

let ctx: TestContext;
beforeAll(async () => {
  // no worker here: each test hands the message to the driver itself, as the delivery job would
  ctx = await createTestContext({ JOBS_WORKER: 'false' });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/api/sms/send`;
});
beforeEach(() => {
  received.length = 0;
  answer = (response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
});
afterAll(async () => {
  gateway.closeAllConnections();
  await new Promise((resolve) => gateway.close(resolve));
  await ctx?.close();
});

/** What the delivery job does: record the message, then hand it to the driver (this being its last try). */
const sendAndDeliver = async (
  config: ReturnType<typeof loadConfig>,
  logger: pino.Logger,
  sms: SmsMessage,
) => {
  const notifier = createNotifier(config, { db: ctx.db, jobs: ctx.app.jobs, logger });
  const id = await notifier.sendSms(sms);
  try {
    await notifier.deliver(id, { final: true });
  } finally {
    lastEntryId = id;
  }
};
let lastEntryId = 0;
const lastEntry = () => createOutboxRepository(ctx.db).byId(lastEntryId);

const message = {
  mobile: '13800138000',
  text: platformText`【乡村振兴服务平台】验证码 604817，5 分钟内有效。`,
  purpose: 'sign-in',
};

describe('the http sms driver', () => {
  it('posts the message as JSON with the bearer token', async () => {
    const { logger, lines } = captureLogs();
    const config = loadConfig({
      SMS_DRIVER: 'http',
      SMS_HTTP_URL: gatewayUrl,
      SMS_HTTP_TOKEN: 'gw-token-123',
    });
    const before = Date.now();
    await sendAndDeliver(config, logger, message);

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request).toMatchObject({ method: 'POST', url: '/api/sms/send' });
    expect(request?.headers.authorization).toBe('Bearer gw-token-123');
    expect(request?.headers['content-type']).toMatch(/^application\/json/);
    const body = JSON.parse(request?.body ?? '{}');
    expect(body).toEqual({ ...message, sentAt: expect.any(String) });
    expect(Date.parse(body.sentAt)).toBeGreaterThanOrEqual(before - 1000);
    const log = lines.join('');
    expect(log).toContain('sms delivered');
    expect(log).toContain('138****8000');
    expect(log).not.toContain('604817');
    expect(log).not.toContain('13800138000');
    // the outbox keeps the message as a record, its code masked once it has gone
    expect(await lastEntry()).toMatchObject({
      status: 'sent',
      driver: 'http',
      body: '【乡村振兴服务平台】验证码 ######，5 分钟内有效。',
    });
  });

  it('sends no Authorization header when no token is configured', async () => {
    const config = loadConfig({ SMS_DRIVER: 'http', SMS_HTTP_URL: gatewayUrl });
    await sendAndDeliver(config, captureLogs().logger, message);
    expect(received[0]?.headers.authorization).toBeUndefined();
  });

  it('fails the delivery on a 500, logging the status and a redacted answer', async () => {
    // A careless gateway that echoes the text back in its error answer.
    answer = (response) => response.writeHead(500).end(`internal error while sending: ${message.text}`);
    const { logger, lines } = captureLogs();
    const config = loadConfig({
      SMS_DRIVER: 'http',
      SMS_HTTP_URL: gatewayUrl,
      SMS_HTTP_TOKEN: 'gw-token-123',
    });

    await expect(sendAndDeliver(config, logger, message)).rejects.toThrow('gateway answered HTTP 500');
    // the last try marks it failed and keeps no usable code
    expect(await lastEntry()).toMatchObject({
      status: 'failed',
      attempts: 1,
      body: expect.not.stringContaining('604817'),
    });
    const failure = JSON.parse(lines.at(-1) ?? '{}');
    expect(failure).toMatchObject({ level: 50, msg: 'sms delivery failed', status: 500, to: '138****8000' });
    expect(failure.answer).toContain('internal error while sending');
    expect(lines.join('')).not.toContain('604817');
  });

  it('fails the delivery on any other non-2xx answer', async () => {
    answer = (response) => response.writeHead(401).end('bad token');
    const config = loadConfig({ SMS_DRIVER: 'http', SMS_HTTP_URL: gatewayUrl });
    await expect(sendAndDeliver(config, captureLogs().logger, message)).rejects.toThrow(
      'gateway answered HTTP 401',
    );
  });

  it('fails the delivery when the gateway does not answer within the timeout', async () => {
    answer = () => undefined; // never answers
    const { logger, lines } = captureLogs();
    const config = loadConfig({ SMS_DRIVER: 'http', SMS_HTTP_URL: gatewayUrl, SMS_HTTP_TIMEOUT_MS: '300' });
    const started = Date.now();

    await expect(sendAndDeliver(config, logger, message)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(3000);
    expect(received).toHaveLength(1);
    expect(JSON.parse(lines.at(-1) ?? '{}')).toMatchObject({ msg: 'sms delivery failed', reason: 'timeout' });
  });

  it('fails the delivery when nothing listens at the gateway address', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const { logger, lines } = captureLogs();
    const config = loadConfig({ SMS_DRIVER: 'http', SMS_HTTP_URL: `http://127.0.0.1:${port}/sms` });

    await expect(sendAndDeliver(config, logger, message)).rejects.toThrow();
    expect(JSON.parse(lines.at(-1) ?? '{}')).toMatchObject({
      msg: 'sms delivery failed',
      cause: 'ECONNREFUSED',
    });
  });
});
