import { IdSchema } from '@rrsp/contract';
import { isApiError } from './api-error.ts';

/**
 * The item asked for does not exist, is offline, or its id is malformed (the server refuses it as a bad request):
 * a 404 page, not an error to retry.
 */
export const isNotFoundError = (error: unknown): boolean =>
  isApiError(error) && (error.reason === 'NOT_FOUND' || error.status === 404 || error.status === 400);

/** Whether a query-string id can name an item at all (ids are UUIDs); a broken link is a 404 without a request. */
export const isItemId = (value: string | null | undefined): value is string =>
  typeof value === 'string' && IdSchema.safeParse(value).success;

export const errorReason = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : '网络不稳定或服务暂时繁忙。';
