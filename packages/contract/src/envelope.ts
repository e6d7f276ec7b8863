import { z } from 'zod';

/** Every JSON response is `{ code, msg, data }`; `code` 200 means success, otherwise it equals the HTTP status. */
export const SUCCESS_CODE = 200;

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    code: z.number().int(),
    msg: z.string(),
    data,
  });

export const ErrorEnvelopeSchema = envelopeSchema(z.unknown());

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** The statuses DESIGN.md §4 gives a meaning to. */
export const ErrorStatus = {
  badRequest: 400,
  unauthorized: 401,
  sessionEnded: 402,
  forbidden: 403,
  notFound: 404,
  accountFrozen: 406,
  conflict: 409,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  businessRule: 422,
  tooManyRequests: 429,
  internal: 500,
  unavailable: 503,
} as const;

/** Field details of a 400: one entry per failing field. */
export const FieldIssueSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof FieldIssueSchema>;
