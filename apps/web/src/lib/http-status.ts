import { SESSION_ENDING_STATUSES } from '@rrsp/contract';

/**
 * Chinese description of each HTTP status the request client may meet (SPEC.md §8). The 2xx entries describe
 * what a success status means; they are shown only when such a response carries no usable envelope.
 */
export const HTTP_STATUS_TEXT: Readonly<Record<number, string>> = {
  200: '服务器成功返回了请求的数据。',
  201: '新建或修改数据成功。',
  202: '请求已进入后台排队，稍后处理。',
  204: '删除数据成功。',
  400: '请求有误，服务器未做任何修改，请检查填写的内容。',
  401: '尚未登录或登录已失效，请重新登录。',
  402: '登录已在别处结束，请重新登录。',
  403: '没有访问此功能的权限。',
  404: '请求的内容不存在或已被删除。',
  406: '账号已被冻结或停用，请联系平台客服。',
  409: '数据已被他人修改或已存在，请刷新后重试。',
  410: '请求的内容已被永久删除。',
  413: '上传的内容过大，请压缩后重试。',
  422: '提交的数据未通过校验，请检查后重试。',
  429: '操作过于频繁，请稍后再试。',
  500: '服务器发生错误，请稍后重试。',
  502: '网络异常，请检查网络后重试。',
  503: '服务暂时不可用，服务器可能正在维护，请稍后重试。',
  504: '网关超时，请稍后重试。',
};

export const describeHttpStatus = (status: number): string =>
  HTTP_STATUS_TEXT[status] ?? `请求失败（状态码 ${status}），请稍后重试。`;

/** Statuses (HTTP or envelope code) that end the session: not signed in, session ended, account frozen. */
export const SESSION_END_STATUSES: ReadonlySet<number> = new Set<number>(SESSION_ENDING_STATUSES);
