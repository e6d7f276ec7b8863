import { z } from 'zod';
import { FieldIssueSchema } from './envelope.ts';

/**
 * Why a request failed, for programs (DESIGN.md §4): people read `msg`, the web app reads `reason`, and no client
 * ever matches message text. Each reason has one HTTP status; `ERROR_STATUS` below says which.
 */
export const ERROR_REASONS = [
  /** 400: fields failed validation; `data.fields` names them. */
  'VALIDATION',
  /** 400: the request itself is broken (JSON, URL encoding, multipart, lengths). */
  'MALFORMED_REQUEST',
  /** 400: the image captcha is missing: ask the user for one. */
  'CAPTCHA_REQUIRED',
  /** 400: the captcha answer is wrong or the image expired or was used: show a new one. */
  'CAPTCHA_INVALID',
  /** 400: the SMS or e-mail code is wrong, expired or used. */
  'CODE_INVALID',
  /** 400: a multi-step flow (password reset) or a short-lived proof (account changes) has expired. */
  'FLOW_EXPIRED',
  /** 400: an encrypted body could not be opened. */
  'PAYLOAD_MALFORMED',
  /** 400: the body was sealed under a public key the server no longer holds: fetch the key and send again. */
  'PAYLOAD_KEY_ROTATED',
  /** 400: the body's signature does not match its fields. */
  'PAYLOAD_TAMPERED',
  /** 400: the sealed body is minutes old or ahead of the server's clock: fetch the key (and the time) and seal again. */
  'PAYLOAD_EXPIRED',
  /** 400: this sealed body was opened before; a captured request cannot be sent twice. */
  'PAYLOAD_REPLAYED',
  /** 400: the service URL is not registered for tickets. */
  'SERVICE_NOT_REGISTERED',
  /** 401: no credential. */
  'NOT_SIGNED_IN',
  /** 401: the token is unknown (or a test token where they are off). */
  'SESSION_INVALID',
  /** 401: the session passed its idle or absolute expiry. */
  'SESSION_EXPIRED',
  /** 401: the user signed out with this session. */
  'SESSION_SIGNED_OUT',
  /** 401: the account or password (or code) did not match; `data.captchaRequired` and a wait may follow. */
  'CREDENTIALS_INVALID',
  /** 401: a sign-in ticket is unknown, used or expired. */
  'TICKET_INVALID',
  /** 401: the calling app (appKey, endpointCode) is not registered or is disabled. */
  'APP_NOT_REGISTERED',
  /** 401: the app secret of an ingest call is wrong or missing. */
  'APP_SECRET_INVALID',
  /** 402: a newer sign-in of the same account ended this session. */
  'SESSION_REPLACED',
  /** 402: the session was ended by a password change or reset, or by an operator. */
  'SESSION_REVOKED',
  /** 403: signed in, but this is not allowed. */
  'FORBIDDEN',
  /** 403: the call needs a chosen tenant (`tenantId`). */
  'TENANT_REQUIRED',
  /** 403: the `tenantId` names a tenant the user does not belong to. */
  'TENANT_NOT_MEMBER',
  /** 403: the chosen tenant lacks the approved role. */
  'ROLE_REQUIRED',
  /** 403: only a tenant's administrators may do this. */
  'TENANT_ADMIN_ONLY',
  /** 403: only platform operators may do this. */
  'OPERATOR_ONLY',
  /** 403: an operator without the operator role this needs. */
  'OPERATOR_ROLE_REQUIRED',
  /**
   * 403: four eyes: an operator may not publish what they wrote themselves (issue 20), nor decide on what they
   * submitted or what belongs to a tenant they are a member of (issue 23).
   */
  'OWN_WORK',
  /** 404. */
  'NOT_FOUND',
  /** 405. */
  'METHOD_NOT_ALLOWED',
  /** 406: the account is frozen or disabled. */
  'ACCOUNT_FROZEN',
  /** 408: the request did not arrive in time. */
  'REQUEST_TIMEOUT',
  /** 409: the change collides with existing data; `data.fields` may name the field. */
  'CONFLICT',
  /** 409: the item's state does not allow this action (the shelf of products and services); nothing was changed. */
  'ILLEGAL_TRANSITION',
  /** 410: what was asked for existed and has expired (a data-centre export past its time); make it again. */
  'GONE',
  /** 413: the body or file is larger than allowed. */
  'TOO_LARGE',
  /** 414: the URL is longer than allowed. */
  'URL_TOO_LONG',
  /** 415: the content type (or an uploaded file's real type) is not accepted. */
  'UNSUPPORTED_MEDIA_TYPE',
  /** 422: valid input that a business rule refuses. */
  'BUSINESS_RULE',
  /** 429: too many requests; `data.retryAfterSeconds` says how long to wait. */
  'RATE_LIMITED',
  /** 431: the request headers are too large. */
  'HEADER_TOO_LARGE',
  /** 500: our fault; `data.requestId` identifies it in the log. */
  'INTERNAL',
  /** 503: the service (or its database) is not available right now. */
  'UNAVAILABLE',
] as const;
export const ErrorReasonSchema = z.enum(ERROR_REASONS);
export type ErrorReason = z.infer<typeof ErrorReasonSchema>;

/** The one HTTP status of each reason. */
export const ERROR_STATUS: Record<ErrorReason, number> = {
  VALIDATION: 400,
  MALFORMED_REQUEST: 400,
  CAPTCHA_REQUIRED: 400,
  CAPTCHA_INVALID: 400,
  CODE_INVALID: 400,
  FLOW_EXPIRED: 400,
  PAYLOAD_MALFORMED: 400,
  PAYLOAD_KEY_ROTATED: 400,
  PAYLOAD_TAMPERED: 400,
  PAYLOAD_EXPIRED: 400,
  PAYLOAD_REPLAYED: 400,
  SERVICE_NOT_REGISTERED: 400,
  NOT_SIGNED_IN: 401,
  SESSION_INVALID: 401,
  SESSION_EXPIRED: 401,
  SESSION_SIGNED_OUT: 401,
  CREDENTIALS_INVALID: 401,
  TICKET_INVALID: 401,
  APP_NOT_REGISTERED: 401,
  APP_SECRET_INVALID: 401,
  SESSION_REPLACED: 402,
  SESSION_REVOKED: 402,
  FORBIDDEN: 403,
  TENANT_REQUIRED: 403,
  TENANT_NOT_MEMBER: 403,
  ROLE_REQUIRED: 403,
  TENANT_ADMIN_ONLY: 403,
  OPERATOR_ONLY: 403,
  OPERATOR_ROLE_REQUIRED: 403,
  OWN_WORK: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  ACCOUNT_FROZEN: 406,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  ILLEGAL_TRANSITION: 409,
  GONE: 410,
  TOO_LARGE: 413,
  URL_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  BUSINESS_RULE: 422,
  RATE_LIMITED: 429,
  HEADER_TOO_LARGE: 431,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/** Reasons that end the stored session on the client (SPEC.md §4: 401, 402, 406 sign the user out). */
export const SESSION_ENDING_STATUSES = [401, 402, 406] as const;

/**
 * `data` of an error: optional details, each present only where its reason uses it. Unknown extra keys are allowed so
 * that a newer server can add details without breaking an older client.
 */
export const ErrorDetailsSchema = z
  .looseObject({
    fields: z.array(FieldIssueSchema).optional(),
    retryAfterSeconds: z.number().int().min(0).optional(),
    captchaRequired: z.boolean().optional(),
    requestId: z.string().optional(),
  })
  .nullable();
export type ErrorDetails = z.infer<typeof ErrorDetailsSchema>;

/** Every error response: `code` equals the HTTP status, `msg` is a Chinese sentence, `reason` is for programs. */
export const ErrorEnvelopeSchema = z.object({
  code: z.number().int().min(400).max(599),
  msg: z.string(),
  reason: ErrorReasonSchema,
  data: ErrorDetailsSchema,
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;
