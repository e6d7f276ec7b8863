import type { Envelope, ErrorDetails, ErrorEnvelope, ErrorReason } from '@rrsp/contract';

export const ok = <T>(data: T, msg = '操作成功'): Envelope<T> => ({ code: 200, msg, data });

export const failure = (
  status: number,
  reason: ErrorReason,
  msg: string,
  data: ErrorDetails = null,
): ErrorEnvelope => ({ code: status, msg, reason, data });

/** The Chinese sentence for a status when nothing more specific is known. */
export const defaultMessageFor = (status: number): string =>
  ({
    400: '请求参数有误，请检查后重试',
    401: '请先登录',
    402: '您的登录已在别处结束，请重新登录',
    403: '您没有权限执行此操作',
    404: '您访问的内容不存在',
    405: '不支持该请求方式',
    406: '账号已被冻结或停用，请联系平台客服',
    408: '请求超时，请重试',
    409: '数据已被修改，请刷新后重试',
    413: '提交的内容过大，请精简后重试',
    414: '请求地址过长',
    415: '不支持的内容类型，请以 JSON 格式提交',
    422: '不符合业务规则，无法处理',
    429: '操作过于频繁，请稍后再试',
    431: '请求头过大，请清理浏览器 Cookie 后重试',
    503: '服务暂不可用，请稍后再试',
  })[status] ?? (status >= 500 ? '服务器开小差了，请稍后再试' : '请求无法处理，请检查后重试');

/** The reason of a status that arrived without one (framework errors). */
export const defaultReasonFor = (status: number): ErrorReason =>
  (
    ({
      400: 'MALFORMED_REQUEST',
      401: 'NOT_SIGNED_IN',
      402: 'SESSION_REVOKED',
      403: 'FORBIDDEN',
      404: 'NOT_FOUND',
      405: 'METHOD_NOT_ALLOWED',
      406: 'ACCOUNT_FROZEN',
      408: 'REQUEST_TIMEOUT',
      409: 'CONFLICT',
      413: 'TOO_LARGE',
      414: 'URL_TOO_LONG',
      415: 'UNSUPPORTED_MEDIA_TYPE',
      422: 'BUSINESS_RULE',
      429: 'RATE_LIMITED',
      431: 'HEADER_TOO_LARGE',
      503: 'UNAVAILABLE',
    }) as Record<number, ErrorReason>
  )[status] ?? (status >= 500 ? 'INTERNAL' : 'MALFORMED_REQUEST');
