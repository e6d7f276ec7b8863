import {
  type Endpoint,
  ErrorEnvelopeSchema,
  type ErrorReason,
  envelopeSchema,
  type FieldIssue,
} from '@rrsp/contract';
import { verifySignature } from '@rrsp/secure-payload';
import {
  decryptRequest,
  encryptResponseData,
  isPayloadError,
  type PayloadErrorReason,
} from '@rrsp/secure-payload/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { decideAccess } from '../auth/access.ts';
import type { Viewer } from '../database/view-counter.ts';
import type { Principal } from '../identity/principal.ts';
import { viewerOf } from './caller.ts';
import { ok } from './envelope.ts';
import { AppError, badRequest } from './errors.ts';
import { isPageRender } from './page-render.ts';
import {
  type AtOnceAnswer,
  type PreparedFastPath,
  parseQuery,
  preReadBodyStream,
} from './prepared-fast-path.ts';
import { encodedBody, type PreparedAnswer, type PublicCache, sharedCacheHeaders } from './public-cache.ts';

type TableSnapshot = ReturnType<PublicCache['snapshot']>;

type Infer<T> = [NonNullable<T>] extends [never]
  ? undefined
  : NonNullable<T> extends z.ZodType
    ? z.output<NonNullable<T>>
    : undefined;

export interface EndpointContext<E extends Endpoint> {
  query: Infer<E['query']>;
  body: Infer<E['body']>;
  principal: Principal;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type EndpointHandler<E extends Endpoint> = (
  context: EndpointContext<E>,
) => Promise<z.input<E['data']>> | z.input<E['data']>;

/** What an encrypted endpoint receives on the wire (packages/secure-payload). */
const EncryptedEnvelopeSchema = z.object({
  encrypted: z.string().min(1, '缺少加密密钥').max(4096, '加密密钥格式不正确'),
  requestData: z.string().min(1, '缺少加密内容'),
  sign: z.string().max(64).optional(),
});

const PAYLOAD_ERRORS: Record<PayloadErrorReason, [ErrorReason, string]> = {
  malformed: ['PAYLOAD_MALFORMED', '加密请求格式不正确，请刷新页面后重试'],
  'too-large': ['TOO_LARGE', '提交的内容过大，请精简后重试'],
  'wrong-key': ['PAYLOAD_KEY_ROTATED', '加密密钥已更新，请刷新页面后重试'],
  tampered: ['PAYLOAD_TAMPERED', '请求内容在传输中被改动，已拒绝'],
  expired: ['PAYLOAD_EXPIRED', '请求已过期，请检查电脑的日期和时间后重新提交'],
  replayed: ['PAYLOAD_REPLAYED', '该请求已提交过，不能重复提交，请重新操作'],
};
const payloadError = (kind: keyof typeof PAYLOAD_ERRORS) => new AppError(...PAYLOAD_ERRORS[kind]);

/**
 * PostgreSQL cannot store U+0000 in text, and no form of ours has a reason to send it: refuse it for every
 * endpoint here, before validation, instead of letting one slip through to a query as a 500.
 */
const findNulCharacter = (value: unknown, path: string, depth = 0): string | null => {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '请求' : null;
  if (depth > 8 || value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return path || '请求';
    const found = findNulCharacter(child, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
};

const fieldIssues = (error: z.ZodError): FieldIssue[] =>
  error.issues.slice(0, 20).map((issue) => ({
    field:
      issue.code === 'unrecognized_keys'
        ? issue.keys.join(', ')
        : issue.path.map(String).join('.') || '请求体',
    message: issue.code === 'unrecognized_keys' ? '不支持的字段' : issue.message,
  }));

declare module 'fastify' {
  interface FastifyInstance {
    /** Prepared public answers sent before Fastify routes the request (prepared-fast-path.ts); absent in some tests. */
    preparedFastPath?: PreparedFastPath;
  }
  interface FastifyRequest {
    /** The request's payload key, when it arrived encrypted: the answer is sealed under it. */
    payloadKey?: string;
    /** Where a public answer made for this request is kept, and the table generations it is read under. */
    preparing?: {
      key: string;
      taken: TableSnapshot;
      /** Hands the answer (or null: it failed) to the requests that arrived while it was being made. */
      settle: (answer: PreparedAnswer | null) => void;
    };
  }
}

export interface PublicRead<E extends Endpoint> {
  /** The tables the answer is read from: a committed change to any of them drops it (migration 0013). */
  tables: readonly string[];
  /** The answer differs for a signed-in caller (contacts, own items): only anonymous answers are prepared. */
  anonymousOnly?: boolean;
  /** Work every read does, served from prepared bytes or not (counting a view, once per viewer and day). */
  onEachRead?: (input: { query: Infer<E['query']>; body: Infer<E['body']>; viewer: Viewer }) => void;
}

export interface EndpointOptions<E extends Endpoint> {
  /** A public read served from prepared bytes (docs/decisions/015). */
  publicRead?: PublicRead<E>;
}

/**
 * A CDN in front may keep a public answer 5 s (sharedCacheHeaders). An answer only signed-in callers get is the same
 * for all of them, but no shared cache may keep it.
 */
const cachingHeadersOf = (access: Endpoint['access']): Record<string, string> =>
  access === 'public' ? sharedCacheHeaders(5) : { 'cache-control': 'private, no-cache' };

const ifNoneMatchHas = (header: string | undefined, etag: string): boolean =>
  header !== undefined &&
  (header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag));

const sendPrepared = (
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PreparedAnswer,
  headers: { caching: Record<string, string>; vary: string },
): FastifyReply => {
  reply.header('etag', answer.etag).headers(headers.caching).header('vary', headers.vary);
  // a conditional POST means something else (RFC 9110 §13.1.2): only GET and HEAD get 304
  if (
    (request.method === 'GET' || request.method === 'HEAD') &&
    ifNoneMatchHas(request.headers['if-none-match'], answer.etag)
  ) {
    return reply.code(304).send();
  }
  const { body, encoding } = encodedBody(answer, request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.header('content-type', 'application/json; charset=utf-8').send(body);
};

/**
 * What sendPrepared sends with a 200, as the fast path's whole head: made once per prepared answer and encoding, so a
 * hit builds no header list (decision 033, third pass).
 */
const preparedHeadsOf = (
  headers: { caching: Record<string, string>; vary: string },
  headOf: PreparedFastPath['headOf'],
) => {
  const made = new WeakMap<PreparedAnswer, Map<string, NonNullable<AtOnceAnswer>>>();
  return (answer: PreparedAnswer, acceptEncoding: string | undefined): NonNullable<AtOnceAnswer> => {
    const { body, encoding } = encodedBody(answer, acceptEncoding);
    let byEncoding = made.get(answer);
    if (!byEncoding) {
      byEncoding = new Map();
      made.set(answer, byEncoding);
    }
    let prepared = byEncoding.get(encoding ?? '');
    if (!prepared) {
      const answerHeaders = [
        'etag',
        answer.etag,
        ...Object.entries(headers.caching).flat(),
        'vary',
        headers.vary,
        ...(encoding ? ['content-encoding', encoding] : []),
        'content-type',
        'application/json; charset=utf-8',
      ];
      prepared = { head: headOf(answerHeaders, body), body };
      byEncoding.set(encoding ?? '', prepared);
    }
    return prepared;
  };
};

/** How many checked inputs a fast-path route remembers, and the longest query and body text it remembers. */
const CHECKED_INPUTS = 256;
const CHECKED_TEXT_LIMIT = 1024;

/** The route's validator as Fastify compiles it (fastify-type-provider-zod), for the fast path. */
const validatorOf = (
  schema: z.ZodType,
  httpPart: 'querystring' | 'body',
  route: { method: string; url: string },
) =>
  validatorCompiler({ ...route, schema, httpPart }) as (data: unknown) => {
    value?: unknown;
    error?: unknown;
  };

/** Fastify's JSON body parser without its work for `__proto__` and `constructor` (such a body goes to Fastify). */
const JSON_NEEDING_CARE = /__proto__|constructor|\\/;
const plainJsonOf = (text: string): { value: unknown } | undefined => {
  if (JSON_NEEDING_CARE.test(text)) return undefined;
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
};

/**
 * Mounts one contract endpoint: its path, schemas and access come from `@rrsp/contract`, so the server cannot drift
 * from what the web app and the OpenAPI document say. The handler returns `data`; the envelope is added here, and
 * for encrypted endpoints the body is opened and the data sealed here too.
 */
export const registerEndpoint = <E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointOptions<E> = {},
): void => {
  const encrypted = endpoint.encrypted === true && endpoint.body !== undefined;
  // read from the instance once: a Fastify instance is a chain of plugin contexts, looked up through on every use
  const { publicCache } = app;
  const publicRead = !encrypted && publicCache.enabled ? options.publicRead : undefined;
  const anonymousOnly = publicRead?.anonymousOnly === true;
  // any endpoint but a public read may write (a GET too: signing out), and its answer waits for its change to be heard
  const writes = publicCache.enabled && !options.publicRead;
  const preparedHeaders = {
    caching: cachingHeadersOf(endpoint.access),
    vary: anonymousOnly ? 'Accept-Encoding, Authorization' : 'Accept-Encoding',
  };
  /** Answers being made, with the table generations they are read under. */
  const inFlight = new Map<string, { answer: Promise<PreparedAnswer | null>; taken: TableSnapshot }>();
  /** No answer to serve: this request makes it, and readers arriving meanwhile wait for it (see servePrepared). */
  const prepare = (request: FastifyRequest, key: string, read: PublicRead<E>) => {
    const taken = publicCache.snapshot(read.tables);
    let settle: (answer: PreparedAnswer | null) => void = () => undefined;
    const making = {
      taken,
      answer: new Promise<PreparedAnswer | null>((resolve) => {
        settle = (answer) => {
          if (inFlight.get(key) === making) inFlight.delete(key);
          resolve(answer);
        };
      }),
    };
    inFlight.set(key, making);
    request.preparing = { key, taken, settle };
  };
  // validated input: defaults filled and keys in the schema's order, so equal requests make equal keys
  const keyOf = (input: { query: unknown; body: unknown }) =>
    `${endpoint.id}\n${JSON.stringify(input.query ?? null)}\n${JSON.stringify(input.body ?? null)}`;
  /**
   * A public read: the prepared answer when there is one (sent from this hook, so the handler never runs); otherwise
   * the handler runs and keeps it. A callback, not a promise: a prepared answer is sent without one (decision 033).
   */
  const servePrepared = (
    request: FastifyRequest,
    reply: FastifyReply,
    read: PublicRead<E>,
    done: (error?: Error) => void,
  ): void => {
    const input = { query: request.query as Infer<E['query']>, body: request.body as Infer<E['body']> };
    if (!isPageRender(request)) read.onEachRead?.({ ...input, viewer: viewerOf(request) });
    if (anonymousOnly && request.principal.kind === 'user') {
      reply.header('cache-control', 'private, no-cache').header('vary', 'Authorization');
      done();
      return;
    }
    const key = keyOf(input);
    const hit = publicCache.get(key);
    if (hit) {
      sendPrepared(request, reply, hit, preparedHeaders);
      return;
    }
    // Readers arriving while an answer is made wait for it: a change then costs one read, not one per connection.
    // Not when a change was heard since that answer began: it may predate a write this reader has been told of.
    const running = inFlight.get(key);
    if (running && publicCache.unchangedSince(read.tables, running.taken)) {
      running.answer.then((answer) => {
        if (answer) {
          sendPrepared(request, reply, answer, preparedHeaders);
          return;
        }
        // making it failed: this reader makes its own
        prepare(request, key, read);
        done();
      }, done);
      return;
    }
    prepare(request, key, read);
    done();
  };

  /** With the cache off (PUBLIC_CACHE_SECONDS=0) a public read is answered fresh, and still counts its view. */
  const eachRead = options.publicRead?.onEachRead;
  const countEachRead = eachRead
    ? async (request: FastifyRequest) => {
        if (isPageRender(request)) return;
        await eachRead({
          query: request.query as Infer<E['query']>,
          body: request.body as Infer<E['body']>,
          viewer: viewerOf(request),
        });
      }
    : undefined;

  /** An encrypted endpoint: the body is opened, checked for replay and tampering, then validated. */
  const openSealedBody = async (request: FastifyRequest) => {
    const envelope = request.body as z.output<typeof EncryptedEnvelopeSchema>;
    let opened: Awaited<ReturnType<typeof decryptRequest>>;
    try {
      opened = await decryptRequest(envelope, app.payloadKeys);
    } catch (error) {
      if (isPayloadError(error)) throw payloadError(error.reason);
      throw error;
    }
    if (!(await app.payloadNonces.claim(opened.nonce))) throw payloadError('replayed');
    const plain = opened.body;
    if (findNulCharacter(plain, '')) throw badRequest('内容包含不允许的控制字符');
    if (envelope.sign !== undefined && plain && typeof plain === 'object') {
      if (!verifySignature({ ...(plain as Record<string, unknown>), sign: envelope.sign })) {
        throw payloadError('tampered');
      }
    }
    const parsed = (endpoint.body as z.ZodType).safeParse(plain);
    if (!parsed.success) {
      const fields = fieldIssues(parsed.error);
      throw badRequest(fields[0] ? `${fields[0].field}：${fields[0].message}` : '请求参数有误', fields);
    }
    request.body = parsed.data;
    request.payloadKey = opened.key;
  };

  /** The refusal to send when the caller may not call this endpoint (decideAccess), else undefined. */
  const fastPath = app.preparedFastPath;
  const fastPathMethod =
    endpoint.method === 'GET' || endpoint.method === 'POST' ? endpoint.method : undefined;
  const onFastPath = publicRead !== undefined && fastPath !== undefined && fastPathMethod !== undefined;

  const refusalOf = (request: FastifyRequest): Error | undefined =>
    decideAccess(endpoint.access, request.principal, request.credentialProblem, request.client) ?? undefined;

  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      description: encrypted ? '请求体与响应 data 均加密传输（见 packages/secure-payload）。' : undefined,
      tags: [endpoint.module],
      operationId: endpoint.id,
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: encrypted ? EncryptedEnvelopeSchema : endpoint.body } : {}),
      response: {
        200: envelopeSchema(encrypted ? z.string() : endpoint.data),
        '4xx': ErrorEnvelopeSchema,
        '5xx': ErrorEnvelopeSchema,
      },
    },
    config: { access: endpoint.access },
    // a body the fast path read and did not answer is parsed by Fastify from its bytes
    preParsing: onFastPath
      ? (request, _reply, payload, done) => done(null, preReadBodyStream(request.raw) ?? payload)
      : undefined,
    // A prepared answer carries its own brotli and gzip copies (public-cache.ts), so @fastify/compress's onRequest and
    // onSend hooks would only cost time on every read; a signed-in caller's fresh answer (anonymousOnly) still uses them.
    ...(publicRead && !anonymousOnly ? { compress: false as const } : {}),
    // callbacks rather than promises where nothing has to be awaited: a visitor's prepared answer is sent without
    // one (decision 033)
    onRequest: (request, _reply, done) => {
      const authenticating = app.authenticate(request);
      if (authenticating) authenticating.then(() => done(refusalOf(request)), done);
      else done(refusalOf(request));
    },
    preValidation: (request, _reply, done) => {
      const field = findNulCharacter(request.body, '') ?? findNulCharacter(request.query, '');
      done(
        field
          ? badRequest('内容包含不允许的控制字符', [{ field, message: '不能包含空字符（U+0000）' }])
          : undefined,
      );
    },
    preHandler: publicRead
      ? (request, reply, done) => servePrepared(request, reply, publicRead, done)
      : encrypted
        ? openSealedBody
        : countEachRead,
    handler: async (request, reply) => {
      let data: Awaited<ReturnType<EndpointHandler<E>>>;
      try {
        data = await handler({
          query: request.query as Infer<E['query']>,
          body: request.body as Infer<E['body']>,
          principal: request.principal,
          request,
          reply,
        });
      } catch (error) {
        request.preparing?.settle(null);
        throw error;
      }
      // read-your-writes on this instance: a change is answered only once its notification has been heard here,
      // so the caller's next public read never gets an answer prepared before it
      if (writes) await app.awaitPublicChanges();
      if (encrypted && request.payloadKey) {
        const checked = endpoint.data.parse(data ?? null);
        return ok(await encryptResponseData(checked, request.payloadKey));
      }
      if (publicRead && request.preparing) {
        const { key, taken, settle } = request.preparing;
        let answer: PreparedAnswer | null = null;
        try {
          const body = Buffer.from(reply.serialize(ok(data ?? null)) as string);
          answer = publicCache.store(key, publicRead.tables, taken, body);
        } finally {
          settle(answer);
        }
        return sendPrepared(request, reply, answer, preparedHeaders);
      }
      return ok(data ?? null);
    },
  });

  // The same answer without Fastify's work per request (prepared-fast-path.ts): the checks above, in their order
  if (publicRead && fastPath && fastPathMethod) {
    const route = { method: endpoint.method, url: endpoint.path };
    const validateQuery = endpoint.query
      ? validatorOf(endpoint.query as z.ZodType, 'querystring', route)
      : undefined;
    const validateBody = endpoint.body ? validatorOf(endpoint.body as z.ZodType, 'body', route) : undefined;
    const preparedHead = preparedHeadsOf(preparedHeaders, fastPath.headOf);
    const { authenticateAtOnce } = app;
    /** The parse, the NUL check and the schema's result for one query and body text, and the answer's key. */
    const checkInput = (queryText: string | undefined, bodyText: string | undefined) => {
      const query = queryText === undefined ? {} : parseQuery(queryText);
      const parsed = bodyText === undefined ? { value: undefined } : plainJsonOf(bodyText);
      if (!parsed) return null;
      // preValidation, then the schema
      if (findNulCharacter(parsed.value, '') ?? findNulCharacter(query, '')) return null;
      const checkedQuery = validateQuery ? validateQuery(query) : { value: query };
      const checkedBody = validateBody ? validateBody(parsed.value) : { value: undefined };
      if (checkedQuery.error || checkedBody.error) return null;
      const input = {
        query: checkedQuery.value as Infer<E['query']>,
        body: checkedBody.value as Infer<E['body']>,
      };
      return { input, key: keyOf(input) };
    };
    // A popular read arrives with the same text again and again; what it checks to is the same every time (the
    // parse and the schema are pure), so it is worked out once. Bounded: the oldest is forgotten first.
    const checkedInputs = new Map<string, ReturnType<typeof checkInput>>();
    const checkedInputOf = (queryText: string | undefined, bodyText: string | undefined) => {
      const text = `${queryText ?? ''}\n${bodyText ?? ''}`;
      let checked = checkedInputs.get(text);
      if (checked === undefined) {
        checked = checkInput(queryText, bodyText);
        if (text.length > CHECKED_TEXT_LIMIT) return checked;
        if (checkedInputs.size >= CHECKED_INPUTS)
          checkedInputs.delete(checkedInputs.keys().next().value as string);
        checkedInputs.set(text, checked);
      }
      return checked;
    };
    fastPath.add({
      method: fastPathMethod,
      path: endpoint.path,
      readsQuery: validateQuery !== undefined,
      answerAtOnce: (request, { queryText, bodyText }) => {
        // onRequest: the app, the caller, decideAccess (a refusal is thrown and sent by Fastify)
        if (!authenticateAtOnce(request) || refusalOf(request)) return undefined;
        if (anonymousOnly && request.principal.kind === 'user') return undefined;
        // the body as Fastify's parser makes it (none: Fastify sends the 400 for a body it needs)
        if ((bodyText === undefined) !== (validateBody === undefined)) return undefined;
        const checked = checkedInputOf(queryText, bodyText);
        if (!checked) return undefined;
        // preHandler: a prepared answer only (anything else is made by the handler, in Fastify)
        const hit = publicCache.get(checked.key);
        if (!hit) return undefined;
        if (!isPageRender(request)) publicRead.onEachRead?.({ ...checked.input, viewer: viewerOf(request) });
        return preparedHead(hit, request.headers['accept-encoding']);
      },
    });
  }
};
