import { randomUUID } from 'node:crypto';
import { ErrorDetailsSchema, IdSchema } from '@rrsp/contract';
import { describe, expect, it } from 'vitest';
import {
  ApiError,
  errorFromEnvelope,
  fieldIssuesOf,
  isItemId,
  isServerReason,
  readErrorDetails,
  reasonForStatus,
  retryAfterOf,
} from './api-error.ts';

const url = '/sso/login';

describe('errorFromEnvelope', () => {
  const envelope = {
    code: 401,
    msg: '账号或密码错误；为保护账号安全，请 30 秒后再试',
    reason: 'CREDENTIALS_INVALID',
    data: { retryAfterSeconds: 30, captchaRequired: true },
  };

  it('gives the same reason, code, message and details by HTTP status and by body code', () => {
    const byStatus = errorFromEnvelope(envelope, { kind: 'http', status: 401, url, fallbackMessage: 'x' });
    const byCode = errorFromEnvelope(envelope, { kind: 'business', status: 200, url, fallbackMessage: 'x' });
    for (const error of [byStatus, byCode]) {
      expect(error).toBeInstanceOf(ApiError);
      expect(error.reason).toBe('CREDENTIALS_INVALID');
      expect(error.code).toBe(401);
      expect(error.message).toBe(envelope.msg);
      expect(error.details).toEqual(envelope.data);
      expect(retryAfterOf(error)).toBe(30);
    }
    expect(byStatus.status).toBe(401);
    expect(byCode.status).toBe(200);
  });

  it('keeps detail keys a newer server adds', () => {
    const error = errorFromEnvelope(
      { code: 400, msg: '请检查', reason: 'VALIDATION', data: { fields: [], hint: 'new' } },
      { kind: 'http', status: 400, url, fallbackMessage: 'x' },
    );
    expect(error.details).toEqual({ fields: [], hint: 'new' });
  });

  it('falls back to the status text, the one reason of the status, and empty details', () => {
    const error = errorFromEnvelope(undefined, {
      kind: 'http',
      status: 429,
      url,
      fallbackMessage: '操作过于频繁',
    });
    expect([error.message, error.reason, error.code, error.details]).toEqual([
      '操作过于频繁',
      'RATE_LIMITED',
      undefined,
      {},
    ]);
  });

  it('calls a reason it does not know UNKNOWN and ignores malformed details', () => {
    const error = errorFromEnvelope(
      { code: 400, msg: '出错了', reason: 'SOMETHING_NEW', data: { fields: 'not a list' } },
      { kind: 'http', status: 400, url, fallbackMessage: 'x' },
    );
    expect(error.reason).toBe('UNKNOWN');
    expect(error.details).toEqual({});
    expect(fieldIssuesOf(error)).toEqual([]);
  });
});

describe('reasons', () => {
  it('names a status by its reason only where the contract gives it one reason', () => {
    expect(reasonForStatus(404)).toBe('NOT_FOUND');
    expect(reasonForStatus(406)).toBe('ACCOUNT_FROZEN');
    expect(reasonForStatus(401)).toBe('UNKNOWN');
    expect(reasonForStatus(402)).toBe('UNKNOWN');
    expect(reasonForStatus(502)).toBe('UNKNOWN');
  });

  it('tells server reasons from the client-side ones', () => {
    expect(isServerReason('SESSION_REPLACED')).toBe(true);
    expect(isServerReason('NETWORK')).toBe(false);
    expect(isServerReason('UNKNOWN')).toBe(false);
  });

  it('reads nothing out of errors that are not ApiErrors', () => {
    expect(retryAfterOf(new Error('请 30 秒后再试'))).toBe(0);
    expect(fieldIssuesOf(new Error('x'))).toEqual([]);
  });
});

describe('error readers without zod', () => {
  const samples: unknown[] = [
    null,
    undefined,
    {},
    [],
    'text',
    7,
    { fields: [] },
    { fields: [{ field: 'mobile', message: '手机号格式不正确', extra: 1 }], hint: 'kept' },
    { fields: [{ field: 'mobile' }] },
    { fields: 'not a list' },
    { retryAfterSeconds: 30 },
    { retryAfterSeconds: -1 },
    { retryAfterSeconds: 1.5 },
    { retryAfterSeconds: '30' },
    { captchaRequired: true, requestId: 'req-1' },
    { captchaRequired: 'yes' },
    { requestId: 12 },
  ];

  it('reads details exactly as the contract schema does', () => {
    for (const sample of samples) {
      const parsed = ErrorDetailsSchema.safeParse(sample);
      expect(readErrorDetails(sample), JSON.stringify(sample)).toEqual(
        parsed.success ? parsed.data : undefined,
      );
    }
  });

  it('accepts the ids the contract accepts', () => {
    const ids = [
      randomUUID(),
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      '9C33CD28-8E54-48E3-8719-9CE8B39604B3',
      '9c33cd28-8e54-08e3-8719-9ce8b39604b3',
      '9c33cd28-8e54-48e3-c719-9ce8b39604b3',
      'not-an-id',
      '',
    ];
    for (const id of ids) expect(isItemId(id), id).toBe(IdSchema.safeParse(id).success);
  });
});
