import net, { type AddressInfo } from 'node:net';
import { LIVE_PATHS, LIVE_REPLAY_BATCH, type LiveFrame, TEST_TOKEN_PREFIX } from '@rrsp/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, portalHeaders, type TestContext } from '../../../test/harness.ts';
import { openLiveSocket } from '../../../test/live-client.ts';
import { signedInCall, signedInUser } from '../../../test/signed-in-call.ts';
import { waitFor } from '../../../test/wait.ts';
import { contextHolders } from '../../platform/async-context.ts';
import { users } from '../../platform/identity/tables.ts';
import { hashToken } from '../../platform/identity/tokens.ts';
import type { NewMessage } from '../../platform/messaging/message-store.ts';
import { type PlatformText, platformText } from '../../platform/notifier/platform-text.ts';

let context: TestContext;
let origin: string;

beforeAll(async () => {
  context = await createTestContext();
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await context?.close();
});

let counter = 0;
const message = (userId: string, overrides: Partial<NewMessage> = {}): NewMessage => {
  counter += 1;
  return {
    userId,
    kind: 'shelf.decided',
    title: `服务审核通过 ${counter}`,
    body: '您发布的服务已通过平台审核并上架。',
    link: '/participants/service',
    dedupeKey: `test:${userId}:${counter}`,
    ...overrides,
  };
};
const send = (list: NewMessage[]) => context.app.messenger.send(list);

/** The session row of a token, as a sign-out elsewhere would end it. */
const sessionIdOf = async (token: string) => {
  const result = await context.db.execute<{ id: string }>(
    sql`SELECT id FROM sessions WHERE token_hash = ${hashToken(token)}`,
  );
  return result.rows[0]?.id ?? '';
};

describe('the message store', () => {
  it('numbers one user’s messages 1, 2, 3… under 30 parallel senders, and counts unread exactly', async () => {
    const user = await signedInUser(context.db);
    await Promise.all(Array.from({ length: 30 }, () => send([message(user.id)])));
    const page = await signedInCall(context.app, 'GET', '/basics/pc/message/list?pageSize=100', user.token);
    expect(page.status, page.body.msg).toBe(200);
    const seqs = page.body.data.rows
      .map((row: { seq: number }) => row.seq)
      .sort((a: number, b: number) => a - b);
    expect(seqs).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
    expect(page.body.data.tally).toEqual({ unread: 30, lastSeq: 30 });

    // 12 parallel "mark all read": each message counted once
    const marks = await Promise.all(
      Array.from({ length: 12 }, () =>
        signedInCall(context.app, 'POST', '/basics/pc/message/read', user.token, { body: { all: true } }),
      ),
    );
    expect(marks.map((mark) => mark.status)).toEqual(Array(12).fill(200));
    expect(marks.reduce((sum, mark) => sum + mark.body.data.marked, 0)).toBe(30);
    const tally = await signedInCall(context.app, 'GET', '/basics/pc/message/tally', user.token);
    expect(tally.body.data).toEqual({ unread: 0, lastSeq: 30 });
  });

  it('stores a message sent twice under one key once', async () => {
    const user = await signedInUser(context.db);
    const once = message(user.id);
    await Promise.all([send([once]), send([once]), send([once])]);
    const tally = await signedInCall(context.app, 'GET', '/basics/pc/message/tally', user.token);
    expect(tally.body.data).toEqual({ unread: 1, lastSeq: 1 });
  });

  it('filters by kind and read state, and marks only the caller’s own messages', async () => {
    const me = await signedInUser(context.db);
    const other = await signedInUser(context.db);
    await send([message(me.id), message(me.id, { kind: 'cooperation.received', title: '收到合作申请' })]);
    await send([message(other.id)]);
    const mine = await signedInCall(
      context.app,
      'GET',
      '/basics/pc/message/list?kind=cooperation.received',
      me.token,
    );
    expect(mine.body.data.rows.map((row: { title: string }) => row.title)).toEqual(['收到合作申请']);
    const theirs = await signedInCall(context.app, 'GET', '/basics/pc/message/list', other.token);
    const theirId = theirs.body.data.rows[0].messageId;

    const refused = await signedInCall(context.app, 'POST', '/basics/pc/message/read', me.token, {
      body: { messageIds: [theirId] },
    });
    expect(refused.body.data).toMatchObject({ marked: 0, tally: { unread: 2 } });
    const first = mine.body.data.rows[0].messageId;
    const marked = await signedInCall(context.app, 'POST', '/basics/pc/message/read', me.token, {
      body: { messageIds: [first] },
    });
    expect(marked.body.data).toEqual({ marked: 1, tally: { unread: 1, lastSeq: 2 } });
    const unread = await signedInCall(context.app, 'GET', '/basics/pc/message/list?read=unread', me.token);
    expect(unread.body.data.rows).toHaveLength(1);
    const read = await signedInCall(context.app, 'GET', '/basics/pc/message/list?read=read', me.token);
    expect(read.body.data.rows.map((row: { messageId: string }) => row.messageId)).toEqual([first]);
    expect(
      (await signedInCall(context.app, 'GET', '/basics/pc/message/tally', other.token)).body.data.unread,
    ).toBe(1);

    const bad = await signedInCall(context.app, 'GET', '/basics/pc/message/list?kind=nonsense', me.token);
    expect(bad.status).toBe(400);
  });
});

describe('preferences', () => {
  const put = (token: string, body: unknown) =>
    context.app.inject({
      method: 'PUT',
      url: '/basics/pc/message/preferences',
      headers: portalHeaders({ Authorization: token, 'content-type': 'application/json' }),
      payload: JSON.stringify(body),
    });
  const smsTo = async (mobile: string) =>
    (
      await context.db.execute<{ purpose: string }>(
        sql`SELECT purpose FROM notifier_outbox WHERE recipient = ${mobile}`,
      )
    ).rows.map((row) => row.purpose);

  it('sends the SMS a kind offers unless the user turned it off; security notices cannot be turned off', async () => {
    const user = await signedInUser(context.db);
    const smsMessage = (key: string) => ({
      ...message(user.id, { kind: 'cooperation.received', dedupeKey: key }),
      sms: {
        text: (sign: PlatformText) => platformText`【${sign}】您收到一条合作申请，请登录平台查看。`,
        purpose: 'cooperation-request',
      },
    });
    await context.app.messenger.send([smsMessage(`pref-a:${user.id}`)]);
    expect(await smsTo(user.mobile ?? '')).toEqual(['cooperation-request']);

    const off = await put(user.token, {
      preferences: [{ kind: 'cooperation.received', sms: false, email: false }],
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.preferences).toContainEqual({
      kind: 'cooperation.received',
      sms: false,
      email: false,
    });
    await context.app.messenger.send([smsMessage(`pref-b:${user.id}`)]);
    expect(await smsTo(user.mobile ?? '')).toEqual(['cooperation-request']);
    // the 站内信 arrived both times
    expect(
      (await signedInCall(context.app, 'GET', '/basics/pc/message/tally', user.token)).body.data.unread,
    ).toBe(2);

    const locked = await put(user.token, { preferences: [{ kind: 'security', sms: false, email: false }] });
    expect(locked.statusCode).toBe(422);
    expect(locked.json().msg).toContain('不能关闭');
    const notOffered = await put(user.token, {
      preferences: [{ kind: 'report.outcome', sms: true, email: false }],
    });
    expect(notOffered.statusCode).toBe(422);
    const unknown = await put(user.token, { preferences: [{ kind: 'nonsense', sms: true, email: false }] });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('the live channel over WebSocket', () => {
  it('welcomes with the tally, replays what came after the number given, then delivers new messages at once', async () => {
    const user = await signedInUser(context.db);
    await send([message(user.id), message(user.id), message(user.id)]);
    const live = await openLiveSocket(origin, { token: user.token, after: 1 });
    expect(await live.frame('welcome')).toEqual({ type: 'welcome', tally: { unread: 3, lastSeq: 3 } });
    await live.frame('message', (frame) => frame.message.seq === 3);
    expect(live.seqs()).toEqual([2, 3]);

    const started = Date.now();
    await send([message(user.id, { title: '新的消息' })]);
    const fresh = await live.frame('message', (frame) => frame.message.seq === 4);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(fresh).toMatchObject({
      message: { title: '新的消息', read: false },
      tally: { unread: 4, lastSeq: 4 },
    });

    // read elsewhere: the tally follows without a message
    await signedInCall(context.app, 'POST', '/basics/pc/message/read', user.token, { body: { all: true } });
    await live.frame('tally', (frame) => frame.tally.unread === 0);
    live.close();
  });

  it('gives a client that was away every message it missed once, in order, and never another user’s', async () => {
    const user = await signedInUser(context.db);
    const other = await signedInUser(context.db);
    const first = await openLiveSocket(origin, { token: user.token, after: 0 });
    await send([message(user.id)]);
    await first.frame('message');
    first.close();
    await first.closed;

    for (let index = 0; index < LIVE_REPLAY_BATCH + 20; index += 1) {
      await send([message(user.id), ...(index % 10 === 0 ? [message(other.id)] : [])]);
    }
    const again = await openLiveSocket(origin, { token: user.token, after: 1 });
    await again.frame('message', (frame) => frame.message.seq === LIVE_REPLAY_BATCH + 21, 10_000);
    expect(again.seqs()).toEqual(Array.from({ length: LIVE_REPLAY_BATCH + 20 }, (_, index) => index + 2));
    again.close();
  });

  it('survives an upgrade to another path that the client resets at once', async () => {
    for (let index = 0; index < 20; index += 1) {
      const socket = net.connect(Number(new URL(origin).port), '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write('GET /nope HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n');
      socket.resetAndDestroy();
    }
    const alive = await fetch(`${origin}/healthz`);
    expect(alive.status).toBe(200);
  });

  it('refuses a socket without a proper hello, and tells a stale token why', async () => {
    const garbage = await openLiveSocket(origin, 'not json');
    expect(await garbage.frame('bye')).toMatchObject({ msg: expect.stringContaining('格式不正确') });
    expect(await garbage.closed).toBe(1008);

    const stale = await openLiveSocket(origin, { token: 'no-such-token', after: 0 });
    expect(await stale.frame('ended')).toMatchObject({ reason: 'SESSION_INVALID' });
    await stale.closed;

    const testToken = await openLiveSocket(origin, {
      token: `${TEST_TOKEN_PREFIX}nobody-${Date.now()}`,
      after: 0,
    });
    expect(await testToken.frame('ended')).toMatchObject({ reason: 'SESSION_INVALID' });
  });

  it('closes a session’s sockets within a second of its end anywhere, saying why', async () => {
    const user = await signedInUser(context.db);
    const live = await openLiveSocket(origin, { token: user.token, after: 0 });
    await live.frame('welcome');
    const started = Date.now();
    await context.app.identity.sessions.end(await sessionIdOf(user.token), 'replaced');
    expect(await live.frame('ended')).toMatchObject({ reason: 'SESSION_REPLACED' });
    await live.closed;
    expect(Date.now() - started).toBeLessThan(1_000);

    // an operator's freeze
    const frozen = await signedInUser(context.db);
    const socket = await openLiveSocket(origin, { token: frozen.token, after: 0 });
    await socket.frame('welcome');
    await context.db.transaction(async (tx) => {
      await tx.update(users).set({ status: 'frozen' }).where(eq(users.id, frozen.id));
      await context.app.identity.sessions.endAllOf(frozen.id, 'frozen', { executor: tx });
    });
    expect(await socket.frame('ended')).toMatchObject({ reason: 'ACCOUNT_FROZEN' });
  });
});

describe('the live channel over SSE and the poll', () => {
  const streamOf = async (token: string | null, after = 0) =>
    fetch(`${origin}${LIVE_PATHS.stream}?after=${after}`, {
      headers: portalHeaders(token ? { Authorization: `Bearer ${token}` } : {}),
    });

  it('streams the same frames as events, unbuffered, with the sequence as the event id', async () => {
    const user = await signedInUser(context.db);
    await send([message(user.id)]);
    const response = await streamOf(user.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no body');
    let text = '';
    const readUntil = async (wanted: string) => {
      while (!text.includes(wanted)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before ${wanted}: ${text}`);
        text += new TextDecoder().decode(value);
      }
    };
    await readUntil('"seq":1');
    await send([message(user.id, { title: '第二条' })]);
    await readUntil('第二条');
    const events = text
      .split('\n\n')
      .filter((block) => block.includes('data: '))
      .map((block) => ({
        id: /^id: (\d+)$/m.exec(block)?.[1],
        frame: JSON.parse(block.slice(block.indexOf('data: ') + 6)) as LiveFrame,
      }));
    expect(events.map((event) => event.frame.type)).toEqual(['welcome', 'message', 'message']);
    expect(events.map((event) => event.id)).toEqual([undefined, '1', '2']);
    // an open stream does not keep the async context on for everyone else (platform/async-context.ts)
    await waitFor(async () => (contextHolders() === 0 ? true : undefined));
    await reader.cancel();
  });

  it('answers a stream without a session with the 401 envelope', async () => {
    const response = await streamOf(null);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 401, reason: 'NOT_SIGNED_IN' });
  });

  it('polls what came after a number, a batch at a time', async () => {
    const user = await signedInUser(context.db);
    for (let index = 0; index < LIVE_REPLAY_BATCH + 5; index += 1) await send([message(user.id)]);
    const first = await signedInCall(context.app, 'GET', `/ws/poll?after=0`, user.token);
    expect(first.status, first.body.msg).toBe(200);
    expect(first.body.data.messages).toHaveLength(LIVE_REPLAY_BATCH);
    expect(first.body.data.more).toBe(true);
    const rest = await signedInCall(context.app, 'GET', `/ws/poll?after=${LIVE_REPLAY_BATCH}`, user.token);
    expect(rest.body.data).toMatchObject({ more: false, tally: { lastSeq: LIVE_REPLAY_BATCH + 5 } });
    expect(rest.body.data.messages.map((row: { seq: number }) => row.seq)).toEqual([101, 102, 103, 104, 105]);
  });
});
