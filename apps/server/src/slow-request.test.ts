import { type AddressInfo, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, portalHeaders, type TestContext } from '../test/harness.ts';

let context: TestContext;
let port: number;
beforeAll(async () => {
  context = await createTestContext({ REQUEST_TIMEOUT_SECONDS: '1' });
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  port = (context.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await context.close();
});

/** Everything the server writes on one raw connection until it closes it, or the test gives up. */
const slowRequest = (firstBytes: string, giveUpMs: number) =>
  new Promise<{ answer: string; closedAfterMs: number | null }>((resolve, reject) => {
    const started = Date.now();
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(firstBytes));
    const giveUp = setTimeout(() => {
      socket.destroy();
      resolve({ answer, closedAfterMs: null });
    }, giveUpMs);
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
    socket.on('error', reject);
  });

const headerLines = (lines: Record<string, string>) =>
  Object.entries(lines)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');

describe('a request that arrives too slowly (REQUEST_TIMEOUT_SECONDS=1)', () => {
  it('is answered 408 with the envelope and closed, instead of holding the connection', async () => {
    const head =
      'POST /basics/pc/news/list HTTP/1.1\r\nHost: localhost\r\n' +
      headerLines({ ...portalHeaders(), 'Content-Type': 'application/json', 'Content-Length': '1000' });
    // 12 of the 1000 bytes promised, then nothing
    const { answer, closedAfterMs } = await slowRequest(`${head}\r\n{"pageNum":1`, 10_000);

    expect(closedAfterMs, 'the server never closed the stalled connection').not.toBeNull();
    expect(closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(closedAfterMs).toBeLessThan(4_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({
      code: 408,
      reason: 'REQUEST_TIMEOUT',
      data: null,
      msg: expect.stringMatching(/请求超时/),
    });
  });

  it('holds headers that never finish to the same deadline', async () => {
    const { answer, closedAfterMs } = await slowRequest(
      'GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: ',
      10_000,
    );
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs).toBeLessThan(4_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('still answers a request that arrives in time', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/basics/pc/news/list`, {
      method: 'POST',
      headers: { ...portalHeaders(), 'content-type': 'application/json' },
      body: JSON.stringify({ pageNum: 1, pageSize: 1 }),
    });
    expect(response.status).toBe(200);
    expect((await response.json()).code).toBe(200);
  });
});
