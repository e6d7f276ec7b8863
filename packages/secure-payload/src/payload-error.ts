/** Why an encrypted request was refused; each maps to an HTTP status and a sentence a user can act on. */
export type PayloadErrorReason =
  | 'malformed'
  | 'too-large'
  | 'wrong-key'
  | 'tampered'
  | 'expired'
  | 'replayed';

const MESSAGES: Record<PayloadErrorReason, string> = {
  malformed: '加密请求格式不正确，请刷新页面后重试',
  'too-large': '加密请求内容过大，请减少提交的内容',
  'wrong-key': '加密请求无法解密，加密公钥可能已更新，请刷新页面后重试',
  tampered: '加密请求内容校验失败，可能在传输中被篡改，请重试',
  expired: '加密请求已过期，请检查电脑时间后重新提交',
  replayed: '该请求已提交过，不能重复提交，请重新操作',
};

const STATUSES: Record<PayloadErrorReason, number> = {
  malformed: 400,
  'too-large': 413,
  'wrong-key': 400,
  tampered: 400,
  expired: 400,
  replayed: 400,
};

export class PayloadError extends Error {
  override readonly name = 'PayloadError';
  readonly reason: PayloadErrorReason;
  /** The HTTP status the envelope should carry (DESIGN.md §4): 413 for too large, 400 otherwise. */
  readonly status: number;

  constructor(reason: PayloadErrorReason, options?: { cause?: unknown }) {
    super(MESSAGES[reason], options);
    this.reason = reason;
    this.status = STATUSES[reason];
  }
}

export function isPayloadError(error: unknown): error is PayloadError {
  return error instanceof PayloadError;
}
