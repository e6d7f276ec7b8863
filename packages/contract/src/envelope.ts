import { z } from 'zod';

/** Every JSON response is `{ code, msg, data }`; `code` 200 means success, otherwise it equals the HTTP status. */
export const SUCCESS_CODE = 200;

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    code: z.number().int(),
    msg: z.string(),
    data,
  });

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** Field details of a 400: one entry per failing field. */
export const FieldIssueSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof FieldIssueSchema>;
