import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { PassThrough } from 'node:stream';
import type { FastifyRequest } from 'fastify';

/**
 * The prepared public answers' fast path (docs/decisions/033, second pass).
 *
 * A visitor's prepared public read is a few hundred bytes that are already made; what it cost was Fastify's fixed
 * work per request around them (the Request and Reply, the child logger, the hook runners, the body parser, the
 * reply's header bookkeeping and its onSend and onResponse stages). Here such a request is answered before Fastify
 * routes it, by the route's own checks (registerEndpoint's `answerAtOnce`, the same functions in the same order: app
 * key and endpoint code, credential, decideAccess, the NUL check, the schema) and with the same headers (request id,
 * helmet's, the answer's own), and it is counted in the same request metrics. Whenever anything is not as simple as a
 * hit (no prepared answer yet, a refusal, bad input, a credential to read, a conditional request, an access line to
 * write, a body that is not small JSON) the request goes to Fastify untouched, which does it all from the start; a
 * body read here goes with it (preParsing hands it to Fastify's own parser).
 */

/**
 * What a route of the fast path answers: the whole head of its prepared answer, as the path's `headOf` made it, and
 * its bytes; or undefined (Fastify). A route makes the head once per answer and encoding and hands the same record to
 * every hit: the path only fills in the request id.
 */
export type AtOnceAnswer = { head: string[]; body: Buffer } | undefined;

export interface FastRoute {
  method: 'GET' | 'POST';
  /** The route's path, exactly as registered (also its metrics label). */
  path: string;
  /** Whether the route reads a query string: without one, a URL with `?` goes to Fastify. */
  readsQuery: boolean;
  /**
   * The prepared answer for this request, or undefined. `request` has the headers, the caller's address and the
   * fields authentication sets; `queryText` is what follows `?` (parseQuery reads it as Fastify does); `bodyText` is
   * the body as Fastify decodes it.
   */
  answerAtOnce: (
    request: FastifyRequest,
    input: { queryText: string | undefined; bodyText: string | undefined },
  ) => AtOnceAnswer;
}

export interface FastPathOptions {
  /** Fastify's genReqId: the request id the answer names in `x-request-id`. */
  requestIdOf: (request: IncomingMessage) => string;
  /** The headers every response carries (helmet's). */
  commonHeaders: Readonly<Record<string, string>>;
  /** `request.ip` as Fastify works it out (TRUST_PROXY). */
  addressOf: (request: IncomingMessage) => string | undefined;
  /** Whether the access line of a good request would be written: then Fastify answers, and writes it. */
  writesAccessLines: () => boolean;
  recordRequest: (route: string, method: string, statusCode: number, seconds: number) => void;
  /** Larger bodies are left to Fastify unread (at most the app's body limit). */
  maxBodyBytes: number;
}

// Fastify's own query-string parser (find-my-way's fast-querystring), so a query means here what it means to the route
const requireFromRouter = createRequire(createRequire(import.meta.url).resolve('find-my-way'));
export const { parse: parseQuery } = requireFromRouter('fast-querystring') as {
  parse: (query: string) => Record<string, unknown>;
};

type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);
const proxyAddr = createRequire(createRequire(import.meta.url).resolve('fastify'))('@fastify/proxy-addr') as {
  all: (request: IncomingMessage, trust: (address: string, hop: number) => boolean) => string[];
  compile: (values: string[]) => (address: string, hop: number) => boolean;
};

/** `request.ip` as Fastify works it out for its `trustProxy` (lib/request.js), with the same proxy-addr. */
export const addressFunctionOf = (trustProxy: TrustProxy): FastPathOptions['addressOf'] => {
  if (trustProxy === false) return (raw) => raw.socket.remoteAddress;
  const trust = typeof trustProxy === 'function' ? trustProxy : proxyAddr.compile(trustProxy);
  return (raw) => proxyAddr.all(raw, trust).at(-1);
};

/** A body this path read and did not answer: Fastify's parser reads these bytes instead of the socket. */
const PRE_READ_BODY = Symbol('preReadBody');
type WithPreReadBody = IncomingMessage & { [PRE_READ_BODY]?: Buffer };

/** preParsing: the body the fast path read, as the stream Fastify's parser reads (else the request itself). */
export const preReadBodyStream = (raw: IncomingMessage): PassThrough | undefined => {
  const body = (raw as WithPreReadBody)[PRE_READ_BODY];
  if (body === undefined) return undefined;
  const stream = new PassThrough();
  stream.end(body);
  return stream;
};

/**
 * What a fast-path request is to the route's checks (FastifyRequest's fields they read). A class, its getter on the
 * prototype: the object literal it replaces (an `ip` getter closing over the request) left about 1 KB a request
 * alive past the next minor GC, so into the old generation (`--trace-gc-nvp`: 0.95 MB promoted per scavenge under
 * load, none with this class), and a hit cost some 8 µs more in GC (decision 033, fourth pass).
 */
class FastRequest {
  readonly headers: IncomingMessage['headers'];
  readonly method: string | undefined;
  readonly url: string | undefined;
  principal = null;
  credentialProblem = null;
  client = null;

  constructor(
    readonly raw: IncomingMessage,
    readonly id: string,
    private readonly addressOf: FastPathOptions['addressOf'],
  ) {
    this.headers = raw.headers;
    this.method = raw.method;
    this.url = raw.url;
  }

  get ip(): string | undefined {
    return this.addressOf(this.raw);
  }
}

type Answer = (
  raw: IncomingMessage,
  response: ServerResponse,
  route: FastRoute,
  input: { queryText: string | undefined; bodyText: string | undefined },
  started: number,
) => boolean;
type RequestHandler = (raw: IncomingMessage, response: ServerResponse) => void;

/**
 * A POST body the fast path is reading, kept on its request until the body has arrived. The listeners below are
 * functions of this module and find it through `this` (the request): a request then makes no closures, each of which
 * cost a `__name` call of tsx's compiled code as well (decision 033, fourth pass).
 */
class BodyRead {
  readonly chunks: Buffer[] = [];
  received = 0;

  constructor(
    readonly route: FastRoute,
    readonly response: ServerResponse,
    readonly fastify: RequestHandler,
    readonly answer: Answer,
    readonly queryText: string | undefined,
    readonly started: number,
    readonly length: number,
  ) {}
}
const BODY_READ = Symbol('bodyRead');
type Reading = WithPreReadBody & { [BODY_READ]?: BodyRead };

const stopReading = (raw: Reading): BodyRead => {
  raw.off('data', onBodyData).off('end', onBodyEnd).off('error', onBodyError);
  const read = raw[BODY_READ] as BodyRead;
  raw[BODY_READ] = undefined;
  return read;
};

/** Not answered here: Fastify takes the request, and its parser reads the bytes read so far. */
const handBodyOn = (raw: Reading): void => {
  const read = stopReading(raw);
  raw[PRE_READ_BODY] = Buffer.concat(read.chunks, read.received);
  read.fastify(raw, read.response);
};

function onBodyData(this: Reading, chunk: Buffer): void {
  const read = this[BODY_READ] as BodyRead;
  read.chunks.push(chunk);
  read.received += chunk.length;
}

function onBodyEnd(this: Reading): void {
  const read = this[BODY_READ] as BodyRead;
  // as Fastify reads it: the bytes the header announced, decoded as UTF-8 at once
  if (read.received !== read.length) {
    handBodyOn(this);
    return;
  }
  const { chunks, received } = read;
  const body = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, received);
  const input = { queryText: read.queryText, bodyText: body.toString('utf8') };
  if (read.answer(this, read.response, read.route, input, read.started)) stopReading(this);
  else handBodyOn(this);
}

function onBodyError(this: Reading): void {
  handBodyOn(this);
}

/** The JSON type Fastify's default parser takes (the portal sends `application/json`, at most with a charset). */
const isPlainJson = (contentType: string | undefined): boolean => {
  if (contentType === undefined) return false;
  const type = contentType.toLowerCase();
  return type === 'application/json' || type === 'application/json; charset=utf-8';
};

/** Only plain paths: anything Fastify's router would decode or cut (`%`, `;`, `#`) goes to Fastify. */
const PLAIN_URL = /^[\w/.-]+(?:\?[\w=&.-]*)?$/;

export const createPreparedFastPath = (options: FastPathOptions) => {
  /** By method, then path: the request's own strings are looked up, no key is built per request. */
  const routes = { GET: new Map<string, FastRoute>(), POST: new Map<string, FastRoute>() };
  let closing = false;
  const commonHead = Object.entries(options.commonHeaders).flat();
  /**
   * An answer's whole head (names and values in turn), for a route to make once per answer: the request id's place
   * first (filled in per request, just before writeHead reads it), helmet's headers, the answer's own, its length.
   */
  const headOf = (answerHeaders: readonly string[], body: Buffer): string[] => [
    'x-request-id',
    '',
    ...commonHead,
    ...answerHeaders,
    'content-length',
    String(body.length),
  ];

  /** The request as the route's checks read it: its headers, its address, and what authentication sets. */
  const requestOf = (raw: IncomingMessage, id: string): FastifyRequest =>
    new FastRequest(raw, id, options.addressOf) as unknown as FastifyRequest;

  /** Answers the request when its answer is prepared; false, having written nothing, when Fastify must. */
  const answer: Answer = (raw, response, route, input, started) => {
    const id = options.requestIdOf(raw);
    let prepared: AtOnceAnswer;
    try {
      prepared = route.answerAtOnce(requestOf(raw, id), input);
    } catch {
      return false; // a refusal, or anything unexpected: Fastify decides it again and answers
    }
    if (!prepared) return false;
    prepared.head[1] = id;
    response.writeHead(200, prepared.head);
    response.end(prepared.body);
    options.recordRequest(route.path, route.method, 200, (performance.now() - started) / 1000);
    return true;
  };

  const handle = (
    raw: IncomingMessage,
    response: ServerResponse,
    fastify: (raw: IncomingMessage, response: ServerResponse) => void,
  ): void => {
    const url = raw.url ?? '';
    const mark = url.indexOf('?');
    const byPath = raw.method === 'GET' ? routes.GET : raw.method === 'POST' ? routes.POST : undefined;
    const route = closing ? undefined : byPath?.get(mark === -1 ? url : url.slice(0, mark));
    if (
      route === undefined ||
      (mark !== -1 && !route.readsQuery) ||
      raw.headers['if-none-match'] !== undefined ||
      !PLAIN_URL.test(url) ||
      options.writesAccessLines()
    ) {
      fastify(raw, response);
      return;
    }
    const started = performance.now();
    const queryText = mark === -1 ? undefined : url.slice(mark + 1);
    if (route.method === 'GET') {
      if (!answer(raw, response, route, { queryText, bodyText: undefined }, started)) fastify(raw, response);
      return;
    }
    const length = Number(raw.headers['content-length']);
    if (
      !isPlainJson(raw.headers['content-type']) ||
      raw.headers['content-encoding'] !== undefined ||
      raw.headers['transfer-encoding'] !== undefined ||
      !(length > 0 && length <= options.maxBodyBytes)
    ) {
      fastify(raw, response);
      return;
    }
    (raw as Reading)[BODY_READ] = new BodyRead(route, response, fastify, answer, queryText, started, length);
    raw.on('data', onBodyData).on('end', onBodyEnd).on('error', onBodyError);
  };

  return {
    headOf,
    add(route: FastRoute): void {
      routes[route.method].set(route.path, route);
    },
    /** The app is closing: Fastify answers everything (with its 503 to what arrives now). */
    close(): void {
      closing = true;
    },
    /** Wraps Fastify's request handler: prepared answers first, everything else as before. */
    wrap:
      (fastify: (raw: IncomingMessage, response: ServerResponse) => void) =>
      (raw: IncomingMessage, response: ServerResponse): void =>
        handle(raw, response, fastify),
  };
};

export type PreparedFastPath = ReturnType<typeof createPreparedFastPath>;
