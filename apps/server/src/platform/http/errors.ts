import { ERROR_STATUS, type ErrorDetails, type ErrorReason, type FieldIssue } from '@rrsp/contract';

/**
 * An error meant for the caller: its reason (for programs), its status (from the reason) and a Chinese sentence
 * (for people). Anything else thrown becomes a 500 whose details only reach the log.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly reason: ErrorReason,
    message: string,
    readonly details: ErrorDetails = null,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[reason];
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;

const withFields = (fields: FieldIssue[]) => (fields.length > 0 ? { fields } : null);

export const badRequest = (message = '请求参数有误', fields: FieldIssue[] = []) =>
  new AppError('VALIDATION', message, withFields(fields));
export const malformed = (message: string) => new AppError('MALFORMED_REQUEST', message);
export const unauthorized = (message = '请先登录', reason: ErrorReason = 'NOT_SIGNED_IN') =>
  new AppError(reason, message);
export const forbidden = (message = '您没有权限执行此操作', reason: ErrorReason = 'FORBIDDEN') =>
  new AppError(reason, message);
export const notFound = (message = '您要找的内容不存在或已被删除') => new AppError('NOT_FOUND', message);
export const accountFrozen = (message = '账号已被冻结或停用，请联系平台客服') =>
  new AppError('ACCOUNT_FROZEN', message);
export const conflict = (message: string, fields: FieldIssue[] = []) =>
  new AppError('CONFLICT', message, withFields(fields));
export const businessRule = (message: string) => new AppError('BUSINESS_RULE', message);
export const tooManyRequests = (message = '操作过于频繁，请稍后再试', retryAfterSeconds?: number) =>
  new AppError('RATE_LIMITED', message, retryAfterSeconds === undefined ? null : { retryAfterSeconds });
