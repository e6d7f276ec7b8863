import {
  type BodyOf,
  type DataOf,
  type Endpoint,
  Header,
  type ModuleName,
  type QueryOf,
  SUCCESS_CODE,
  signOut as signOutEndpoint,
} from '@rrsp/contract';
import { decryptResponseData, encryptRequest, importPublicKey, signFields } from '@rrsp/secure-payload';
import {
  AuthMessageType as AuthMessage,
  type AuthMessageType,
  broadcastAuthMessage,
} from './auth-channel.ts';
import { describeHttpStatus, SESSION_END_STATUSES } from './http-status.ts';
import type { AppStorageSchema, Storage } from './storage.ts';

/**
 * The one request client (SPEC.md §4, §5, §8; DESIGN.md §4). It decides, in one place, how every failure is shown:
 * a toast with the server's sentence, a toast with the HTTP status text, a console warning, or a single sign-out.
 */

export const LOADING_TEXT = '请稍候…';
export const SESSION_EXPIRED_TEXT = '登录状态已过期，请重新登录';
export const DEFAULT_TIMEOUT_MS = 30_000;
export const LOADING_DISMISS_DELAY_MS = 200;
/** A response that never arrived counts as a bad gateway (SPEC.md §8). */
export const NO_RESPONSE_STATUS = 502;

/** How the client talks to the user; the app wires it to antd's message API, tests record the calls. */
export interface Notifier {
  /** Shows the 'please wait' message; returns the function that dismisses it. */
  loading(text: string): () => void;
  error(text: string): void;
  warning(text: string): void;
}

/**
 * Optional payload encryption (SPEC.md §7, DESIGN.md §4); `createSecurePayloadCodec` below is the app's one.
 * `encodeRequest` may replace the body and return a context; `decodeResponse` gets that context back. A response
 * that cannot be decoded passes through unchanged, silently. When the server refuses an encoded body because its
 * key pair changed, `isKeyRejected` says so and the request is sent once more after `forgetKey`.
 */
export interface PayloadCodec {
  encodeRequest?(body: unknown, endpoint: Endpoint): Promise<{ body: unknown; context?: unknown }>;
  decodeResponse?(data: unknown, context: unknown, endpoint: Endpoint): Promise<unknown>;
  isKeyRejected?(status: number, message: string): boolean;
  forgetKey?(): void;
}

/** The server's answer to a body sealed under a public key it no longer holds (apps/server endpoint-route). */
export const KEY_CHANGED_PATTERN = /加密密钥已更新/;

export interface SecurePayloadCodecOptions {
  /** Fetches the server's public key (SPKI base64, GET /sso/publicKey). */
  loadPublicKey: () => Promise<string>;
  /** Adds the optional MD5 field signature to the envelope (default true). */
  sign?: boolean;
}

/**
 * The codec of DESIGN.md §4 on @rrsp/secure-payload: bodies of endpoints marked `encrypted: true` in the contract
 * travel as `{ encrypted, requestData, sign }`, and their `data` comes back sealed under the same random key. The
 * imported public key is cached; a key the server has rotated away is forgotten and fetched again.
 */
export const createSecurePayloadCodec = (options: SecurePayloadCodecOptions): PayloadCodec => {
  const { loadPublicKey, sign = true } = options;
  let publicKey: Promise<CryptoKey> | undefined;
  const currentKey = (): Promise<CryptoKey> => {
    if (!publicKey) {
      const loading = loadPublicKey().then((spki) => importPublicKey(spki));
      // A failed fetch must not stick: the next request tries again.
      loading.catch(() => {
        if (publicKey === loading) publicKey = undefined;
      });
      publicKey = loading;
    }
    return publicKey;
  };
  return {
    async encodeRequest(body, endpoint) {
      if (endpoint.encrypted !== true || isRawBody(body)) return { body };
      const { envelope, key } = await encryptRequest(body, await currentKey());
      const signature =
        sign && typeof body === 'object' && body !== null && !Array.isArray(body)
          ? { sign: signFields(body as Record<string, unknown>) }
          : {};
      return { body: { ...envelope, ...signature }, context: key };
    },
    async decodeResponse(data, context) {
      return typeof context === 'string' ? decryptResponseData(data, context) : data;
    },
    isKeyRejected: (status, message) => status === 400 && KEY_CHANGED_PATTERN.test(message),
    forgetKey() {
      publicKey = undefined;
    },
  };
};

export interface ApiClientOptions {
  notifier: Notifier;
  storage: Pick<Storage<AppStorageSchema>, 'get' | 'remove'>;
  /** Base address per backend module; empty string means the same origin. */
  baseUrls: Record<ModuleName, string>;
  appKey: string;
  endpointCode: string;
  fetch?: typeof globalThis.fetch;
  /** 30 000 ms in production (SPEC.md §9); tests shorten it. */
  timeoutMs?: number;
  loadingDismissDelayMs?: number;
  /** Called once after a sign-out has cleared the stored session. */
  onSignedOut?: (reason: SignOutReason) => void;
  /** Tells other tabs and frames; defaults to BroadcastChannel + window.postMessage. */
  broadcast?: (type: AuthMessageType, reason?: SignOutReason) => void;
  logger?: Pick<Console, 'warn'>;
  payloadCodec?: PayloadCodec;
}

export interface CommonRequestOptions {
  /** Extra headers; they win over the standard ones. */
  headers?: Record<string, string>;
  /** Opt out of appKey, endpointCode, Authorization and tenantId. */
  omitStandardHeaders?: boolean;
  /** A test token sent as Authorization (and testAuth) instead of the stored token. */
  testToken?: string;
  /** Show the 'please wait' message (default true). */
  showLoading?: boolean;
  /** No toasts at all for this call, e.g. the enterprise-settled-info call (SPEC.md §5). */
  silent?: boolean;
  /** Do not run the sign-out on 401/402/406; used by the sign-out call itself. */
  skipSessionEnd?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** Internal: set on the one resend after the server refused an outdated encryption key. */
interface InternalRequestOptions {
  keyRetried?: boolean;
}

type QueryPart<E> = QueryOf<E> extends undefined ? { query?: undefined } : { query: QueryOf<E> };
type BodyPart<E> = BodyOf<E> extends undefined ? { body?: undefined } : { body: BodyOf<E> };
export type RequestOptions<E extends Endpoint> = CommonRequestOptions & QueryPart<E> & BodyPart<E>;
type NeedsOptions<E> = QueryOf<E> extends undefined ? (BodyOf<E> extends undefined ? false : true) : true;
export type RequestArgs<E extends Endpoint> =
  NeedsOptions<E> extends true ? [options: RequestOptions<E>] : [options?: RequestOptions<E>];

export type ApiErrorKind =
  | 'business'
  | 'http'
  | 'network'
  | 'timeout'
  | 'aborted'
  | 'invalid-response'
  | 'session-ended';

export type SignOutReason = 'expired' | 'user';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status (502 when no response arrived). */
  readonly status: number | undefined;
  /** Envelope code when the body carried one. */
  readonly code: number | undefined;
  readonly url: string;
  readonly data: unknown;

  constructor(
    message: string,
    details: { kind: ApiErrorKind; url: string; status?: number; code?: number; data?: unknown },
  ) {
    super(message);
    this.kind = details.kind;
    this.url = details.url;
    this.status = details.status;
    this.code = details.code;
    this.data = details.data;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

interface EnvelopeLike {
  code: number;
  msg?: unknown;
  data?: unknown;
}

const isEnvelope = (value: unknown): value is EnvelopeLike =>
  typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';

const messageOf = (envelope: unknown): string | undefined => {
  if (!isEnvelope(envelope)) return undefined;
  return typeof envelope.msg === 'string' && envelope.msg.trim() !== '' ? envelope.msg : undefined;
};

const appendQuery = (url: string, query: unknown): string => {
  if (query === undefined || query === null || typeof query !== 'object') return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      params.append(key, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  const text = params.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
};

const isRawBody = (body: unknown): body is BodyInit =>
  (typeof FormData !== 'undefined' && body instanceof FormData) ||
  (typeof Blob !== 'undefined' && body instanceof Blob) ||
  (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams);

export interface ApiClient {
  request<E extends Endpoint>(endpoint: E, ...args: RequestArgs<E>): Promise<DataOf<E>>;
  /** User-initiated sign-out: revoke the session, clear storage, tell other tabs and frames. */
  signOut(): Promise<void>;
  /** Resolves when a sign-out triggered by 401/402/406 has finished (immediately when none is running). */
  whenSignedOut(): Promise<void>;
}

export const createApiClient = (options: ApiClientOptions): ApiClient => {
  const {
    notifier,
    storage,
    baseUrls,
    appKey,
    endpointCode,
    timeoutMs: defaultTimeoutMs = DEFAULT_TIMEOUT_MS,
    loadingDismissDelayMs = LOADING_DISMISS_DELAY_MS,
    onSignedOut,
    broadcast = broadcastAuthMessage,
    logger = console,
    payloadCodec,
  } = options;
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);

  /** The sign-out in progress, shared by every request that fails with 401/402/406 meanwhile. */
  let signingOut: Promise<void> | undefined;
  /** Tokens already signed out: late failures of requests sent with them stay quiet. */
  const endedTokens = new Set<string>();

  const endSession = (reason: SignOutReason): Promise<void> => {
    if (signingOut) return signingOut;
    const token = storage.get('token');
    if (reason === 'expired') notifier.warning(SESSION_EXPIRED_TEXT);
    signingOut = (async () => {
      try {
        await request(signOutEndpoint, { showLoading: false, skipSessionEnd: true, silent: true });
      } catch {
        // The session is gone either way; the local clean-up below must still happen.
      }
      if (token) endedTokens.add(token);
      storage.remove('token', 'tenantId');
      broadcast(AuthMessage.signOut, reason);
      onSignedOut?.(reason);
    })().finally(() => {
      signingOut = undefined;
    });
    return signingOut;
  };

  const request = async <E extends Endpoint>(endpoint: E, ...args: RequestArgs<E>): Promise<DataOf<E>> => {
    const requestOptions = (args[0] ?? {}) as CommonRequestOptions &
      InternalRequestOptions & { query?: unknown; body?: unknown };
    const {
      showLoading = true,
      silent = false,
      omitStandardHeaders = false,
      testToken,
      skipSessionEnd = false,
    } = requestOptions;
    const url = appendQuery(`${baseUrls[endpoint.module]}${endpoint.path}`, requestOptions.query);

    const showError = (text: string) => {
      if (!silent) notifier.error(text);
    };

    // Headers (SPEC.md §6).
    const storedToken = storage.get('token');
    const sentToken = testToken ?? storedToken;
    const headers: Record<string, string> = {};
    if (!omitStandardHeaders) {
      headers[Header.appKey] = appKey;
      headers[Header.endpointCode] = endpointCode;
      headers[Header.authorization] = sentToken ?? '';
      headers[Header.tenantId] = storage.get('tenantId') ?? '';
      if (testToken) headers[Header.testAuth] = testToken;
    }

    // Body, through the encryption hook when one is installed.
    let body: BodyInit | undefined;
    let codecContext: unknown;
    if (requestOptions.body !== undefined) {
      let payload: unknown = requestOptions.body;
      if (payloadCodec?.encodeRequest) {
        const encoded = await payloadCodec.encodeRequest(payload, endpoint);
        payload = encoded.body;
        codecContext = encoded.context;
      }
      if (isRawBody(payload)) body = payload;
      else {
        body = JSON.stringify(payload);
        headers['Content-Type'] = 'application/json';
      }
    }
    Object.assign(headers, requestOptions.headers);

    const dismissLoading = showLoading ? notifier.loading(LOADING_TEXT) : undefined;
    const finishLoading = () => {
      if (dismissLoading) setTimeout(dismissLoading, loadingDismissDelayMs);
    };

    const timeoutMs = requestOptions.timeoutMs ?? defaultTimeoutMs;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const abortFromCaller = () => controller.abort();
    if (requestOptions.signal?.aborted) controller.abort();
    requestOptions.signal?.addEventListener('abort', abortFromCaller, { once: true });

    let status: number;
    let text: string;
    try {
      const response = await fetchImpl(url, {
        method: endpoint.method,
        headers,
        body,
        signal: controller.signal,
        credentials: 'same-origin',
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      if (timedOut) {
        const seconds = Math.round(timeoutMs / 100) / 10;
        const message = `请求超时（${seconds} 秒未响应），请检查网络后重试。`;
        showError(message);
        throw new ApiError(message, { kind: 'timeout', url, status: 504 });
      }
      if (requestOptions.signal?.aborted) {
        throw new ApiError('请求已取消', { kind: 'aborted', url });
      }
      const reason = error instanceof Error ? error.message : String(error);
      const message = `${describeHttpStatus(NO_RESPONSE_STATUS)}（${reason}）请求地址：${url}`;
      showError(message);
      throw new ApiError(message, { kind: 'network', url, status: NO_RESPONSE_STATUS });
    } finally {
      clearTimeout(timer);
      requestOptions.signal?.removeEventListener('abort', abortFromCaller);
      finishLoading();
    }

    let parsed: unknown;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      parsed = undefined;
    }

    /** 401/402/406 by HTTP status or envelope code: one sign-out for all requests that fail together. */
    const sessionEnded = async (code: number, message: string): Promise<never> => {
      const error = new ApiError(message, { kind: 'session-ended', url, status, code, data: parsed });
      if (skipSessionEnd) throw error;
      if (signingOut) {
        await signingOut;
        throw error;
      }
      if (sentToken && sentToken === storage.get('token') && !testToken) {
        await endSession('expired');
        throw error;
      }
      // A request sent with a session that has already been ended: stay quiet, the user was told once.
      if (sentToken && endedTokens.has(sentToken)) throw error;
      // Not signed in (visitor or test token): the plain error, shown once.
      showError(message);
      throw error;
    };

    if (status < 200 || status >= 300) {
      const message = messageOf(parsed) ?? describeHttpStatus(status);
      if (
        codecContext !== undefined &&
        !requestOptions.keyRetried &&
        payloadCodec?.isKeyRejected?.(status, message)
      ) {
        // The server rotated its key pair: fetch the new public key and send the body once more.
        payloadCodec.forgetKey?.();
        const retryArgs = [{ ...requestOptions, keyRetried: true }] as unknown as RequestArgs<E>;
        return request(endpoint, ...retryArgs);
      }
      if (SESSION_END_STATUSES.has(status)) return sessionEnded(status, message);
      showError(message);
      throw new ApiError(message, {
        kind: 'http',
        url,
        status,
        code: isEnvelope(parsed) ? parsed.code : undefined,
        data: parsed,
      });
    }

    if (!isEnvelope(parsed)) {
      const message = `${describeHttpStatus(status)}但返回内容无法识别，请稍后重试。`;
      logger.warn(`[api] ${endpoint.id}: 响应不是 { code, msg, data } 信封`, url);
      showError(message);
      throw new ApiError(message, { kind: 'invalid-response', url, status, data: text });
    }

    if (parsed.code !== SUCCESS_CODE) {
      const msg = messageOf(parsed);
      if (SESSION_END_STATUSES.has(parsed.code)) {
        return sessionEnded(parsed.code, msg ?? describeHttpStatus(parsed.code));
      }
      if (msg) showError(msg);
      else logger.warn(`[api] ${endpoint.id}: 业务码 ${parsed.code}，无提示信息`, url);
      throw new ApiError(msg ?? `请求未成功（业务码 ${parsed.code}）`, {
        kind: 'business',
        url,
        status,
        code: parsed.code,
        data: parsed.data,
      });
    }

    let data: unknown = parsed.data;
    if (payloadCodec?.decodeResponse) {
      try {
        data = await payloadCodec.decodeResponse(data, codecContext, endpoint);
      } catch {
        // SPEC.md §8: a response that cannot be decrypted is passed through silently.
      }
    }

    const result = endpoint.data.safeParse(data);
    if (!result.success) {
      const message = '服务返回的数据格式有误，请稍后重试。';
      logger.warn(`[api] ${endpoint.id}: 返回数据与约定不符`, result.error.issues);
      showError(message);
      throw new ApiError(message, { kind: 'invalid-response', url, status, code: parsed.code, data });
    }
    return result.data as DataOf<E>;
  };

  return {
    request,
    signOut: () => endSession('user'),
    whenSignedOut: () => signingOut ?? Promise.resolve(),
  };
};
