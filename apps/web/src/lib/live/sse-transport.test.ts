import type { LiveFrame } from '@rrsp/contract';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../api-error.ts';
import { message, tally, until } from './live-test-support.ts';
import { sseTransport } from './sse-transport.ts';

const HEADERS = { appKey: 'rrsp-portal', endpointCode: 'pc-portal', Authorization: 'tok', tenantId: 'ten' };

/** A response body the test writes to as the server would. */
const stream = () => {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(started) {
      controller = started;
    },
  });
  const encoder = new TextEncoder();
  return {
    body,
    write: (text: string | Uint8Array) =>
      controller?.enqueue(typeof text === 'string' ? encoder.encode(text) : text),
    end: () => controller?.close(),
  };
};

const eventStream = (body: ReadableStream<Uint8Array>) =>
  new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' } });

const open = (answer: (signal: AbortSignal) => Promise<Response>, silenceMs?: number) => {
  const requests: { url: string; init: RequestInit }[] = [];
  const frames: LiveFrame[] = [];
  const ended: ApiError[] = [];
  let closes = 0;
  const handle = sseTransport({
    url: 'https://portal.example.cn/ws/stream',
    headers: () => HEADERS,
    fetch: (input, init = {}) => {
      requests.push({ url: String(input), init });
      return answer(init.signal as AbortSignal);
    },
    ...(silenceMs === undefined ? {} : { silenceMs }),
  })(
    { after: () => 9 },
    {
      onFrame: (frame) => frames.push(frame),
      onClose: () => {
        closes += 1;
      },
      onSessionEnded: (error) => ended.push(error),
    },
  );
  return { handle, requests, frames, ended, closes: () => closes };
};

describe('sseTransport', () => {
  it('asks from the last sequence with the request client’s headers, the token never in the address', async () => {
    const body = stream();
    const live = open(() => Promise.resolve(eventStream(body.body)));
    await until(() => live.requests.length === 1);
    expect(live.requests[0]?.url).toBe('https://portal.example.cn/ws/stream?after=9');
    expect(live.requests[0]?.init.headers).toEqual({ ...HEADERS, Accept: 'text/event-stream' });
    live.handle.close();
  });

  it('reads frames split across chunks (a character split between bytes included), skipping heartbeats', async () => {
    const body = stream();
    const live = open(() => Promise.resolve(eventStream(body.body)));
    const welcome = `data: ${JSON.stringify({ type: 'welcome', tally: tally(1, 10) })}\n\n`;
    const news = new TextEncoder().encode(
      `id: 10\ndata: ${JSON.stringify({ type: 'message', message: message(10), tally: tally(1, 10) })}\n\n`,
    );
    // 消 is three bytes: cut inside it.
    const cut = news.indexOf(0xe6) + 1;
    body.write(`: ping\n\n${welcome.slice(0, 20)}`);
    body.write(welcome.slice(20));
    body.write(news.slice(0, cut));
    body.write(news.slice(cut));
    await until(() => live.frames.length === 2);
    expect(live.frames).toEqual([
      { type: 'welcome', tally: tally(1, 10) },
      { type: 'message', message: message(10), tally: tally(1, 10) },
    ]);
    body.end();
    await until(() => live.closes() === 1);
  });

  it('hands a refusal of the session (402 with its reason) to the sign-out, not to a reconnect', async () => {
    const live = open(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({ code: 402, msg: '已在别处登录', reason: 'SESSION_REPLACED', data: null }),
          {
            status: 402,
            headers: { 'content-type': 'application/json' },
          },
        ),
      ),
    );
    await until(() => live.ended.length === 1);
    expect(live.ended[0]).toMatchObject({ kind: 'session-ended', status: 402, reason: 'SESSION_REPLACED' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(live.closes()).toBe(0);
  });

  it('counts another error answer, or a page served in place of the stream, as a lost connection', async () => {
    const unavailable = open(() => Promise.resolve(new Response('{}', { status: 503 })));
    const page = open(() =>
      Promise.resolve(
        new Response('<!doctype html>', { status: 200, headers: { 'content-type': 'text/html' } }),
      ),
    );
    const refused = open(() => Promise.reject(new TypeError('Failed to fetch')));
    await until(() => unavailable.closes() === 1 && page.closes() === 1 && refused.closes() === 1);
    expect([unavailable.ended, page.ended, refused.ended]).toEqual([[], [], []]);
  });

  it('gives up on a stream that falls silent, heartbeats included', async () => {
    const body = stream();
    const live = open(() => Promise.resolve(eventStream(body.body)), 60);
    body.write(': ping\n\n');
    await until(() => live.closes() === 1);
  });

  it('closes quietly when the tab closes it: the request is aborted, nothing reported', async () => {
    const body = stream();
    let aborted = false;
    const live = open((signal) => {
      signal.addEventListener('abort', () => {
        aborted = true;
      });
      return Promise.resolve(eventStream(body.body));
    });
    await until(() => live.requests.length === 1);
    live.handle.close();
    body.write(`data: ${JSON.stringify({ type: 'tally', tally: tally(0, 1) })}\n\n`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(aborted).toBe(true);
    expect(live.frames).toEqual([]);
    expect(live.closes()).toBe(0);
  });
});
