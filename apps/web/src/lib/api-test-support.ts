import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defineEndpoint, type ModuleName } from '@rrsp/contract';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { z } from 'zod';
import { createApiClient, type Notifier } from './api-client.ts';
import type { ApiError } from './api-error.ts';
import type { PayloadCodec } from './payload-codec.ts';
import { type AppStorageSchema, createStorage } from './storage.ts';

/**
 * Test-only: the request client against a real local HTTP server (node:http), shared by the client's and the
 * payload codec's tests. Each test installs the handler it needs; every request is recorded.
 */

export interface Recorded {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Handler = (req: IncomingMessage, res: ServerResponse, recorded: Recorded) => void;

export const send = (res: ServerResponse, status: number, payload: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(payload));
};
export const ok = (data: unknown) => ({ code: 200, msg: '操作成功', data });

export const settle = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error: error as ApiError }),
  );

/** Lets the 200 ms loading dismissals of the previous test run out before the next one counts notes. */
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Endpoints shaped like the contract's, pointing at test paths. */
export const Thing = z.object({ id: z.number(), name: z.string() });
export const getThing = defineEndpoint({
  id: 'portal.testThing',
  module: 'portal',
  method: 'GET',
  path: '/basics/test/thing',
  access: 'public',
  summary: '测试',
  query: z.object({ id: z.number(), tags: z.array(z.string()).optional() }),
  data: Thing,
});
export const saveThing = defineEndpoint({
  id: 'portal.testSave',
  module: 'portal',
  method: 'POST',
  path: '/basics/test/save',
  access: 'signedIn',
  summary: '测试',
  body: z.object({ name: z.string() }),
  data: Thing,
});
export const ping = defineEndpoint({
  id: 'portal.testPing',
  module: 'portal',
  method: 'GET',
  path: '/basics/test/ping',
  access: 'public',
  summary: '测试',
  data: z.string(),
});
export const ssoPing = defineEndpoint({
  id: 'sso.testPing',
  module: 'sso',
  method: 'GET',
  path: '/sso/test/ping',
  access: 'public',
  summary: '测试',
  data: z.string(),
});

export interface Harness {
  notes: { kind: 'loading' | 'dismiss' | 'error' | 'warning'; text: string; at: number }[];
  warnings: unknown[][];
  /** `type/reason/serverReason` of each sign-out broadcast. */
  broadcasts: string[];
  /** `reason/serverReason` of each onSignedOut call. */
  signedOut: string[];
  /** The tenant of each onTenantRefused call. */
  tenantRefusals: string[];
  storage: ReturnType<typeof createStorage<AppStorageSchema>>;
  client: ReturnType<typeof createApiClient>;
  errors: () => string[];
  warningTexts: () => string[];
}

/**
 * Starts the server for the calling test file and answers its state: `origin`, the `received` requests of the
 * current test, `setHandler`, and `makeHarness` for a client with recording notifier, storage and broadcast.
 */
export const startTestServer = () => {
  let server: Server;
  let handler: Handler;
  const state = { origin: '', received: [] as Recorded[] };

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const recorded = {
          method: req.method ?? '',
          url: req.url ?? '',
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        };
        state.received.push(recorded);
        handler(req, res, recorded);
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    state.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => {
    state.received = [];
    handler = (_req, res) => send(res, 200, ok('pong'));
  });
  afterEach(async () => {
    await pause(0);
  });

  const makeHarness = (
    overrides: {
      timeoutMs?: number;
      baseUrls?: Partial<Record<ModuleName, string>>;
      payloadCodec?: PayloadCodec;
      validateAnswers?: boolean;
    } = {},
  ): Harness => {
    const notes: Harness['notes'] = [];
    const notifier: Notifier = {
      loading: (text) => {
        notes.push({ kind: 'loading', text, at: performance.now() });
        return () => notes.push({ kind: 'dismiss', text, at: performance.now() });
      },
      error: (text) => notes.push({ kind: 'error', text, at: performance.now() }),
      warning: (text) => notes.push({ kind: 'warning', text, at: performance.now() }),
    };
    const memory = new Map<string, string>();
    const backend = {
      getItem: (key: string) => memory.get(key) ?? null,
      setItem: (key: string, value: string) => void memory.set(key, value),
      removeItem: (key: string) => void memory.delete(key),
    } as unknown as globalThis.Storage;
    const storage = createStorage<AppStorageSchema>({ backend: () => backend });
    const warnings: unknown[][] = [];
    const broadcasts: string[] = [];
    const signedOut: string[] = [];
    const tenantRefusals: string[] = [];
    const { origin } = state;
    const client = createApiClient({
      notifier,
      storage,
      baseUrls: {
        portal: origin,
        datacollect: origin,
        sso: origin,
        account: origin,
        realtime: origin,
        ...overrides.baseUrls,
      },
      appKey: 'rrsp-portal',
      endpointCode: 'pc-portal',
      timeoutMs: overrides.timeoutMs,
      logger: { warn: (...args: unknown[]) => warnings.push(args) },
      broadcast: (type, details) =>
        broadcasts.push(`${type}/${details.reason ?? ''}/${details.serverReason ?? ''}`),
      onSignedOut: (reason, serverReason) => signedOut.push(`${reason}/${serverReason ?? ''}`),
      onTenantRefused: (tenantId) => tenantRefusals.push(tenantId),
      payloadCodec: overrides.payloadCodec,
      validateAnswers: overrides.validateAnswers,
    });
    return {
      notes,
      warnings,
      broadcasts,
      signedOut,
      tenantRefusals,
      storage,
      client,
      errors: () => notes.filter((note) => note.kind === 'error').map((note) => note.text),
      warningTexts: () => notes.filter((note) => note.kind === 'warning').map((note) => note.text),
    };
  };

  return {
    get origin() {
      return state.origin;
    },
    get received() {
      return state.received;
    },
    /** How the server answers the current test's requests. */
    set handler(next: Handler) {
      handler = next;
    },
    makeHarness,
  };
};
