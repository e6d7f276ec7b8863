import type { FieldIssue } from '@rrsp/contract';

/** An error whose status and Chinese message are meant for the caller. Anything else becomes a 500. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message = '请求参数有误', fields: FieldIssue[] = []) =>
  new AppError(400, message, fields.length > 0 ? { fields } : null);
export const unauthorized = (message = '请先登录') => new AppError(401, message);
export const sessionEnded = (message = '您的登录已在别处结束，请重新登录') => new AppError(402, message);
export const forbidden = (message = '您没有权限执行此操作') => new AppError(403, message);
export const notFound = (message = '您要找的内容不存在或已被删除') => new AppError(404, message);
export const accountFrozen = (message = '账号已被冻结或停用，请联系平台客服') => new AppError(406, message);
export const conflict = (message: string) => new AppError(409, message);
export const businessRule = (message: string) => new AppError(422, message);
export const tooManyRequests = (message = '操作过于频繁，请稍后再试', retryAfterSeconds?: number) =>
  new AppError(429, message, retryAfterSeconds === undefined ? null : { retryAfterSeconds });
