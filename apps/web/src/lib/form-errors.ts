import type { FieldIssue } from '@rrsp/contract';
import { isApiError } from './api-client.ts';

/**
 * Reading a failed request for a form: the server's sentence, its per-field issues (400), and the wait it asks for
 * (401 with a wait, 429). Forms call the client with `silent` and show these inline instead of as toasts.
 */

/** The envelope's `data` of a failed call, whether it failed by HTTP status or by body code. */
export const errorDataOf = (error: unknown): Record<string, unknown> | undefined => {
  if (!isApiError(error)) return undefined;
  const raw: unknown =
    error.kind === 'business' ? error.data : (error.data as { data?: unknown } | undefined)?.data;
  return raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : undefined;
};

export const errorMessageOf = (error: unknown, fallback = '操作未成功，请稍后重试'): string =>
  error instanceof Error && error.message ? error.message : fallback;

export const fieldIssuesOf = (error: unknown): FieldIssue[] => {
  const fields = errorDataOf(error)?.fields;
  if (!Array.isArray(fields)) return [];
  return fields.filter(
    (item): item is FieldIssue =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as FieldIssue).field === 'string' &&
      typeof (item as FieldIssue).message === 'string',
  );
};

/** Seconds the server asks the user to wait (401 with a wait, 429), or 0. */
export const retryAfterOf = (error: unknown): number => {
  const value = errorDataOf(error)?.retryAfterSeconds;
  if (typeof value === 'number' && value > 0) return Math.ceil(value);
  if (isApiError(error) && (error.status === 429 || error.code === 429)) {
    const match = /(\d+)\s*秒/.exec(error.message);
    return match ? Number(match[1]) : 0;
  }
  return 0;
};

export const statusOf = (error: unknown): number | undefined =>
  isApiError(error) ? (error.code ?? error.status) : undefined;

/** An antd `setFields` list for the issues whose field the form has; the rest stay for the Alert. */
export const formFieldErrors = <F extends string>(
  error: unknown,
  known: readonly F[],
): { fields: { name: F; errors: string[] }[]; rest: string | undefined } => {
  const isKnown = (field: string): field is F => (known as readonly string[]).includes(field);
  const issues = fieldIssuesOf(error);
  const fields = issues.flatMap((issue) =>
    isKnown(issue.field) ? [{ name: issue.field, errors: [issue.message] }] : [],
  );
  const unmatched = issues.length === 0 || issues.some((issue) => !isKnown(issue.field));
  return { fields, rest: fields.length > 0 && !unmatched ? undefined : errorMessageOf(error) };
};
