import {
  type BodyOf,
  type DataOf,
  type Endpoint,
  type ErrorReason,
  Header,
  type ModuleName,
  type QueryOf,
  SUCCESS_CODE,
  signOut as signOutEndpoint,
} from '@rrsp/contract';
import {
  ApiError,
  errorFromEnvelope,
  isEnvelope,
  isServerReason,
  messageOf,
  NO_RESPONSE_STATUS,
  TIMED_OUT_STATUS,
} from './api-error.ts';
import {
  type AuthMessage,
  AuthMessageType,
  broadcastAuthMessage,
  type SignOutReason,
} from './auth-channel.ts';
import { describeHttpStatus, SESSION_END_STATUSES } from './http-status.ts';
import { isRawBody, type PayloadCodec } from './payload-codec.ts';
import { sessionEndText } from './session-end.ts';
import type { AppStorageSchema, Storage } from './storage.ts';

/**
 * The one request client (SPEC.md §4, §5, §8; DESIGN.md §4). It decides, in one place, how every failure is shown:
 * a toast with the server's sentence, a toast with the HTTP status text, a console warning, or a single sign-out
 * with a warning that says why. Every failure rejects with the one ApiError shape (api-error.ts).
 */

export const LOADING_TEXT = '请稍候…';
export const DEFAULT_TIMEOUT_MS = 30_000;
export const LOADING_DISMISS_DELAY_MS = 200;

/** How the client talks to the user; the app wires it to antd's message API, tests record the calls. */
export interface Notifier {
  /** Shows the 'please wait' message; returns the function that dismisses it. */
  loading(text: string): () => void;
  error(text: string): void;
  warning(text: string): void;
}

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
  onSignedOut?: (reason: SignOutReason, serverReason?: ErrorReason) => void;
  /**
   * Called once the client has dropped a stored tenant the server refused (TENANT_NOT_MEMBER), before it sends the
   * refused request again without one; the app reads the user again and picks a tenant they still belong to.
   */
  onTenantRefused?: (tenantId: string) => void;
  /** Tells other tabs and frames; defaults to BroadcastChannel + window.postMessage. */
  broadcast?: (type: AuthMessageType, details: Pick<AuthMessage, 'reason' | 'serverReason'>) => void;
  logger?: Pick<Console, 'warn'>;
  payloadCodec?: PayloadCodec;
  /**
   * Check each answer's `data` against the endpoint's schema (default true). The production build turns it off and
   * ships no answer schemas (docs/decisions/016): the server's answers follow the contract, which the server's
   * and these tests hold them to, and the check cost every page zod.
   */
  validateAnswers?: boolean;
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
  /**
   * Do not run the sign-out on 401/402/406: the call carries no session (sign-in, sign-up, the sign-out itself),
   * so such an answer is about the input, not the session.
   */
  skipSessionEnd?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** Internal: set on the one resend after the server refused an outdated encryption key, or the stored tenant. */
interface InternalRequestOptions {
  keyRetried?: boolean;
  tenantRetried?: boolean;
}

type QueryPart<E> = QueryOf<E> extends undefined ? { query?: undefined } : { query: QueryOf<E> };
type BodyPart<E> = BodyOf<E> extends undefined ? { body?: undefined } : { body: BodyOf<E> };
export type RequestOptions<E extends Endpoint> = CommonRequestOptions & QueryPart<E> & BodyPart<E>;
type NeedsOptions<E> = QueryOf<E> extends undefined ? (BodyOf<E> extends undefined ? false : true) : true;
export type RequestArgs<E extends Endpoint> =
  NeedsOptions<E> extends true ? [options: RequestOptions<E>] : [options?: RequestOptions<E>];

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

export interface ApiClient {
  request<E extends Endpoint>(endpoint: E, ...args: RequestArgs<E>): Promise<DataOf<E>>;
  /** User-initiated sign-out: revoke the session, clear storage, tell other tabs and frames. */
  signOut(): Promise<void>;
  /** Resolves when a sign-out triggered by 401/402/406 has finished (immediately when none is running). */
  whenSignedOut(): Promise<void>;
  /**
   * The standard headers (SPEC.md §6) of the stored session, for a request this client cannot send itself: the live
   * channel's event stream, which is read as it arrives.
   */
  standardHeaders(): Record<string, string>;
  /**
   * The server ended the session outside a request (the live channel's `ended` frame, a refused event stream): the
   * same sign-out, warning and broadcast as a 401/402/406 answer. `token` is the session it was about; a session
   * replaced meanwhile is left alone.
   */
  endSessionByServer(error: ApiError, token: string): Promise<void>;
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
    onTenantRefused,
    broadcast = broadcastAuthMessage,
    logger = console,
    payloadCodec,
    validateAnswers = true,
  } = options;
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);

  const standardHeaders = (
    token: string | undefined,
    tenantId: string | undefined,
  ): Record<string, string> => ({
    [Header.appKey]: appKey,
    [Header.endpointCode]: endpointCode,
    [Header.authorization]: token ?? '',
    [Header.tenantId]: tenantId ?? '',
  });

  /** The sign-out in progress, shared by every request that fails with 401/402/406 meanwhile. */
  let signingOut: Promise<void> | undefined;

  /** Ends the stored session once; a session the server ended is explained by its reason. */
  const endSession = (ended: { by: 'user' } | { by: 'server'; error: ApiError }): Promise<void> => {
    if (signingOut) return signingOut;
    const reason: SignOutReason = ended.by === 'user' ? 'user' : 'expired';
    const serverReason =
      ended.by === 'server' && isServerReason(ended.error.reason) ? ended.error.reason : undefined;
    if (ended.by === 'server') {
      notifier.warning(sessionEndText(ended.error.reason, ended.error.code ?? ended.error.status));
    }
    signingOut = (async () => {
      try {
        await request(signOutEndpoint, { showLoading: false, skipSessionEnd: true, silent: true });
      } catch {
        // The session is gone either way; the local clean-up below must still happen.
      }
      storage.remove('token', 'tenantId');
      broadcast(AuthMessageType.signOut, { reason, ...(serverReason ? { serverReason } : {}) });
      onSignedOut?.(reason, serverReason);
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
    const storedTenantId = storage.get('tenantId');
    const headers: Record<string, string> = {};
    if (!omitStandardHeaders) {
      Object.assign(headers, standardHeaders(testToken ?? storedToken, storedTenantId));
      if (testToken) headers[Header.testAuth] = testToken;
    }
    // A call that needs a session is not sent without one (another tab has just signed out and this page is leaving):
    // its only answer would be a 401, for a sign-out that has already happened.
    if (
      endpoint.access !== 'public' &&
      endpoint.access !== 'ingest' &&
      !omitStandardHeaders &&
      !testToken &&
      !storedToken
    ) {
      throw new ApiError('请先登录', { kind: 'session-ended', reason: 'NOT_SIGNED_IN', url, status: 401 });
    }
    /** The stored tenant went out with this request (a caller's own tenant header is the caller's business). */
    const sentStoredTenant =
      !omitStandardHeaders &&
      Boolean(storedTenantId) &&
      requestOptions.headers?.[Header.tenantId] === undefined;

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
        throw new ApiError(message, { kind: 'timeout', reason: 'TIMEOUT', url, status: TIMED_OUT_STATUS });
      }
      if (requestOptions.signal?.aborted) {
        throw new ApiError('请求已取消', {
          kind: 'aborted',
          reason: 'ABORTED',
          url,
          status: NO_RESPONSE_STATUS,
        });
      }
      const cause = error instanceof Error ? error.message : String(error);
      const message = `${describeHttpStatus(NO_RESPONSE_STATUS)}（${cause}）请求地址：${url}`;
      showError(message);
      throw new ApiError(message, { kind: 'network', reason: 'NETWORK', url, status: NO_RESPONSE_STATUS });
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

    /**
     * 401/402/406 by HTTP status or envelope code: one sign-out for all requests that fail together. `error` is
     * what the caller gets when the session is not concerned (no session was sent, or the call opted out).
     */
    const sessionEnded = async (error: ApiError): Promise<never> => {
      if (skipSessionEnd) throw error;
      const ended = errorFromEnvelope(parsed, {
        kind: 'session-ended',
        status,
        url,
        fallbackMessage: error.message,
      });
      if (signingOut) {
        await signingOut;
        throw ended;
      }
      if (storedToken && !testToken) {
        if (storedToken === storage.get('token')) await endSession({ by: 'server', error: ended });
        // Otherwise the session was ended (or replaced) meanwhile, here or in another tab: the user was told once.
        throw ended;
      }
      // Not signed in (visitor or test token): the plain error, shown once.
      showError(error.message);
      throw error;
    };

    /**
     * The server refuses the stored tenant (TENANT_NOT_MEMBER, on every endpoint, public ones too): the user left it
     * or was taken off it. Forget it, once for all the requests that meet it together, and send this request once
     * more, without it (or with the tenant chosen meanwhile). Nothing is shown: the user carries on.
     */
    const tenantRefused = (error: ApiError): boolean =>
      error.reason === 'TENANT_NOT_MEMBER' && sentStoredTenant && !requestOptions.tenantRetried;
    const retryWithoutTenant = (): Promise<DataOf<E>> => {
      if (storedTenantId && storage.get('tenantId') === storedTenantId) {
        storage.remove('tenantId');
        onTenantRefused?.(storedTenantId);
      }
      const retryArgs = [{ ...requestOptions, tenantRetried: true }] as unknown as RequestArgs<E>;
      return request(endpoint, ...retryArgs);
    };

    if (status < 200 || status >= 300) {
      const error = errorFromEnvelope(parsed, {
        kind: 'http',
        status,
        url,
        fallbackMessage: describeHttpStatus(status),
      });
      if (tenantRefused(error)) return retryWithoutTenant();
      if (
        (error.reason === 'PAYLOAD_KEY_ROTATED' || error.reason === 'PAYLOAD_EXPIRED') &&
        codecContext !== undefined &&
        !requestOptions.keyRetried &&
        payloadCodec?.forgetKey
      ) {
        // The server rotated its key pair, or this computer's clock is off: fetch the key and the server's time
        // again, and seal the body once more.
        payloadCodec.forgetKey();
        const retryArgs = [{ ...requestOptions, keyRetried: true }] as unknown as RequestArgs<E>;
        return request(endpoint, ...retryArgs);
      }
      if (SESSION_END_STATUSES.has(status)) return sessionEnded(error);
      showError(error.message);
      throw error;
    }

    if (!isEnvelope(parsed)) {
      const message = `${describeHttpStatus(status)}但返回内容无法识别，请稍后重试。`;
      logger.warn(`[api] ${endpoint.id}: 响应不是 { code, msg, data } 信封`, url, text.slice(0, 200));
      showError(message);
      throw new ApiError(message, { kind: 'invalid-response', reason: 'INVALID_RESPONSE', url, status });
    }

    if (parsed.code !== SUCCESS_CODE) {
      const error = errorFromEnvelope(parsed, {
        kind: 'business',
        status,
        url,
        fallbackMessage: SESSION_END_STATUSES.has(parsed.code)
          ? describeHttpStatus(parsed.code)
          : `请求未成功（业务码 ${parsed.code}）`,
      });
      if (tenantRefused(error)) return retryWithoutTenant();
      if (SESSION_END_STATUSES.has(parsed.code)) return sessionEnded(error);
      if (messageOf(parsed)) showError(error.message);
      else logger.warn(`[api] ${endpoint.id}: 业务码 ${parsed.code}，无提示信息`, url);
      throw error;
    }

    let data: unknown = parsed.data;
    if (payloadCodec?.decodeResponse) {
      try {
        data = await payloadCodec.decodeResponse(data, codecContext, endpoint);
      } catch {
        // SPEC.md §8: a response that cannot be decrypted is passed through silently.
      }
    }

    if (!validateAnswers) return data as DataOf<E>;
    const result = endpoint.data.safeParse(data);
    if (!result.success) {
      const message = '服务返回的数据格式有误，请稍后重试。';
      logger.warn(`[api] ${endpoint.id}: 返回数据与约定不符`, result.error.issues);
      showError(message);
      throw new ApiError(message, {
        kind: 'invalid-response',
        reason: 'INVALID_RESPONSE',
        url,
        status,
        code: parsed.code,
      });
    }
    return result.data as DataOf<E>;
  };

  return {
    request,
    signOut: () => endSession({ by: 'user' }),
    whenSignedOut: () => signingOut ?? Promise.resolve(),
    standardHeaders: () => standardHeaders(storage.get('token'), storage.get('tenantId')),
    endSessionByServer: (error, token) =>
      storage.get('token') === token
        ? endSession({ by: 'server', error })
        : (signingOut ?? Promise.resolve()),
  };
};
