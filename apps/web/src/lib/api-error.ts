import {
  ERROR_REASONS,
  ERROR_STATUS,
  type ErrorDetails,
  type ErrorReason,
  type FieldIssue,
} from '@rrsp/contract';

/**
 * The one error every failed request rejects with (the request client and the upload alike). Programs read `reason`
 * and `details`; people read `message`. No caller ever looks inside `message` (DESIGN.md §4).
 */

/** Failures the server could not name, because the client met them itself (or the answer carried no reason). */
export const CLIENT_ERROR_REASONS = [
  /** No response arrived: offline, refused, reset. */
  'NETWORK',
  /** No response within the time-out. */
  'TIMEOUT',
  /** The caller cancelled the request. */
  'ABORTED',
  /** A response arrived but is not the agreed envelope, or its data does not match the contract. */
  'INVALID_RESPONSE',
  /** An error answer without a reason this client knows (a proxy's error page, an older server). */
  'UNKNOWN',
] as const;
export type ClientErrorReason = (typeof CLIENT_ERROR_REASONS)[number];
export type ApiErrorReason = ErrorReason | ClientErrorReason;

/**
 * How the client met the failure: `http` (error status), `business` (status 2xx, envelope code not 200),
 * `session-ended` (401/402/406 that ended the stored session, already told to the user), or a client-side one.
 */
export type ApiErrorKind =
  | 'business'
  | 'http'
  | 'network'
  | 'timeout'
  | 'aborted'
  | 'invalid-response'
  | 'session-ended';

/** The envelope's `data` of an error; never null here, so readers need no guard. */
export type ApiErrorDetails = NonNullable<ErrorDetails>;

export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** HTTP status; 502 when no response arrived, 504 after the time-out. */
  status: number;
  reason: ApiErrorReason;
  url: string;
  /** The envelope code when the body carried one. */
  code?: number | undefined;
  details?: ApiErrorDetails | undefined;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly code: number | undefined;
  readonly reason: ApiErrorReason;
  readonly url: string;
  readonly details: ApiErrorDetails;

  constructor(message: string, init: ApiErrorInit) {
    super(message);
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.reason = init.reason;
    this.url = init.url;
    this.details = init.details ?? {};
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** A response that never arrived counts as a bad gateway (SPEC.md §8). */
export const NO_RESPONSE_STATUS = 502;
/** A response that did not arrive in time counts as a gateway time-out. */
export const TIMED_OUT_STATUS = 504;

/** Statuses that only one server reason has: an answer with such a status and no reason still says what it is. */
const ONLY_REASON_OF_STATUS: ReadonlyMap<number, ErrorReason> = (() => {
  const byStatus = new Map<number, ErrorReason[]>();
  for (const [reason, status] of Object.entries(ERROR_STATUS) as [ErrorReason, number][]) {
    byStatus.set(status, [...(byStatus.get(status) ?? []), reason]);
  }
  return new Map(
    [...byStatus].flatMap(([status, reasons]) =>
      reasons.length === 1 && reasons[0] ? [[status, reasons[0]] as const] : [],
    ),
  );
})();

/** A reason the server gave (as opposed to one the client met itself). */
export const isServerReason = (reason: ApiErrorReason): reason is ErrorReason => reason in ERROR_STATUS;

export const reasonForStatus = (status: number): ApiErrorReason =>
  ONLY_REASON_OF_STATUS.get(status) ?? 'UNKNOWN';

interface EnvelopeLike {
  code: number;
  msg?: unknown;
  reason?: unknown;
  data?: unknown;
}

export const isEnvelope = (value: unknown): value is EnvelopeLike =>
  typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';

/** The envelope's `msg` when it is a sentence a user can read. */
export const messageOf = (body: unknown): string | undefined =>
  isEnvelope(body) && typeof body.msg === 'string' && body.msg.trim() !== '' ? body.msg : undefined;

// Every page loads this file: it reads errors by hand rather than with the contract's zod schemas (ErrorReasonSchema,
// ErrorDetailsSchema, IdSchema), so a page without a form loads no zod (docs/decisions/016). api-error.test.ts holds
// these readers to the schemas' answers.

const SERVER_REASONS: ReadonlySet<string> = new Set(ERROR_REASONS);

/** The contract's IdSchema (`z.uuid()`: an RFC 9562 UUID, or the nil and max UUIDs). */
const ITEM_ID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

const isServerReasonText = (value: unknown): value is ErrorReason =>
  typeof value === 'string' && SERVER_REASONS.has(value);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFieldIssue = (value: unknown): value is FieldIssue =>
  isRecord(value) && typeof value.field === 'string' && typeof value.message === 'string';

/** ErrorDetailsSchema's reading: null, or an object whose known keys are well-formed (others kept); else undefined. */
export const readErrorDetails = (value: unknown): ErrorDetails | undefined => {
  if (value === null) return null;
  if (!isRecord(value)) return undefined;
  const { fields, retryAfterSeconds, captchaRequired, requestId } = value;
  if (fields !== undefined && !(Array.isArray(fields) && fields.every(isFieldIssue))) return undefined;
  if (
    retryAfterSeconds !== undefined &&
    !(
      typeof retryAfterSeconds === 'number' &&
      Number.isSafeInteger(retryAfterSeconds) &&
      retryAfterSeconds >= 0
    )
  ) {
    return undefined;
  }
  if (captchaRequired !== undefined && typeof captchaRequired !== 'boolean') return undefined;
  if (requestId !== undefined && typeof requestId !== 'string') return undefined;
  return {
    ...value,
    ...(fields === undefined
      ? {}
      : { fields: (fields as FieldIssue[]).map(({ field, message }) => ({ field, message })) }),
  } as ErrorDetails;
};

/**
 * The error of a failed answer, read the same way whether it failed by HTTP status (`http`) or by the envelope code
 * of a 2xx (`business`): `reason` and `details` always come from the envelope, `code` is the envelope code.
 */
export const errorFromEnvelope = (
  body: unknown,
  init: { kind: 'http' | 'business' | 'session-ended'; status: number; url: string; fallbackMessage: string },
): ApiError => {
  const envelope = isEnvelope(body) ? body : undefined;
  const reason = envelope?.reason;
  return new ApiError(messageOf(body) ?? init.fallbackMessage, {
    kind: init.kind,
    status: init.status,
    url: init.url,
    code: envelope?.code,
    reason: isServerReasonText(reason) ? reason : reasonForStatus(envelope?.code ?? init.status),
    details: readErrorDetails(envelope?.data ?? null) ?? {},
  });
};

/** Per-field issues of a failed call (400 validation, 409 conflict, a wrong code). */
export const fieldIssuesOf = (error: unknown): FieldIssue[] =>
  isApiError(error) ? (error.details.fields ?? []) : [];

/** Seconds the server asks the user to wait (429, or a sign-in refused with a wait), or 0. */
export const retryAfterOf = (error: unknown): number => {
  const seconds = isApiError(error) ? error.details.retryAfterSeconds : undefined;
  return seconds !== undefined && seconds > 0 ? Math.ceil(seconds) : 0;
};

export const reasonOf = (error: unknown): ApiErrorReason | undefined =>
  isApiError(error) ? error.reason : undefined;

/** The error's sentence for people, or a fallback when there is none (not an Error, or an empty one). */
export const errorMessageOf = (error: unknown, fallback = '操作未成功，请稍后重试'): string =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * The item asked for does not exist, is offline, or its id is malformed (the server refuses it as a bad request):
 * a 404 page, not an error to retry.
 */
export const isNotFoundError = (error: unknown): boolean =>
  isApiError(error) && (error.reason === 'NOT_FOUND' || error.status === 404 || error.status === 400);

/** Whether a query-string id can name an item at all (ids are UUIDs); a broken link is a 404 without a request. */
export const isItemId = (value: string | null | undefined): value is string =>
  typeof value === 'string' && ITEM_ID.test(value);
