import type { ErrorReason } from '@rrsp/contract';
import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorDetails, type ApiErrorKind } from './api-error.ts';
import { captchaWanted, readFormFailure, waitText } from './form-failure.ts';

const failure = (
  reason: ErrorReason,
  message: string,
  details: ApiErrorDetails = {},
  kind: ApiErrorKind = 'http',
) => new ApiError(message, { kind, reason, status: 400, url: '/x', details });

describe('readFormFailure', () => {
  it("puts issues of the form's own fields on them and shows no alert", () => {
    const read = readFormFailure(
      failure('CONFLICT', '该手机号已注册，请直接登录或找回密码', {
        fields: [{ field: 'mobile', message: '该手机号已注册' }],
      }),
      { fields: ['username', 'mobile'] },
    );
    expect(read.fields).toEqual([{ name: 'mobile', errors: ['该手机号已注册'] }]);
    expect(read.alertAt(0)).toBeUndefined();
  });

  it('keeps the sentence for the alert when an issue names a field the form lacks', () => {
    const read = readFormFailure(
      failure('VALIDATION', '请求参数有误', {
        fields: [
          { field: 'mobile', message: '手机号格式不正确' },
          { field: 'flowId', message: '缺少流程编号' },
        ],
      }),
      { fields: ['mobile'] },
    );
    expect(read.fields).toEqual([{ name: 'mobile', errors: ['手机号格式不正确'] }]);
    expect(read.alertAt(0)).toBe('请求参数有误');
  });

  it('puts a reason on its field when the server names none', () => {
    const read = readFormFailure(failure('CODE_INVALID', '验证码不正确或已失效'), {
      fields: ['code'],
      reasonFields: { CODE_INVALID: 'code' },
    });
    expect(read.fields).toEqual([{ name: 'code', errors: ['验证码不正确或已失效'] }]);
    expect(read.alertAt(0)).toBeUndefined();
  });

  it('counts a rate limit down from retryAfterSeconds, whatever the sentence says, and then says nothing', () => {
    const read = readFormFailure(
      failure('RATE_LIMITED', 'Too many (text the client never reads)', {
        retryAfterSeconds: 42,
      }),
      { fields: [] },
    );
    expect(read.waitSeconds).toBe(42);
    expect(read.alertAt(42)).toBe(waitText(42));
    expect(read.alertAt(7)).toBe('操作过于频繁，请 7 秒后再试');
    expect(read.alertAt(0)).toBeUndefined();
  });

  it("uses the form's copy for a reason, with the seconds left of its wait", () => {
    const refused = (left: number) => (left > 0 ? `账号或密码错误，请 ${left} 秒后再试` : '账号或密码错误');
    const messages = { CREDENTIALS_INVALID: refused };
    const waiting = readFormFailure(
      failure('CREDENTIALS_INVALID', '账号或密码错误；为保护账号安全，请 30 秒后再试', {
        retryAfterSeconds: 30,
      }),
      { fields: ['account', 'password'], messages },
    );
    expect(waiting.alertAt(12)).toBe('账号或密码错误，请 12 秒后再试');
    expect(waiting.alertAt(0)).toBe('账号或密码错误');
    const plain = readFormFailure(failure('CREDENTIALS_INVALID', '服务端句子'), { fields: [], messages });
    expect(plain.waitSeconds).toBe(0);
    expect(plain.alertAt(0)).toBe('账号或密码错误');
  });

  it("hands the form's copy the server's sentence, to show as it is while a wait runs", () => {
    const whileWaiting = (left: number, said: string) => (left > 0 ? said : undefined);
    const busy = readFormFailure(
      failure('RATE_LIMITED', '当前登录人数较多，请稍后再试', { retryAfterSeconds: 2 }),
      { fields: ['account', 'password'], messages: { RATE_LIMITED: whileWaiting } },
    );
    expect(busy.alertAt(2)).toBe('当前登录人数较多，请稍后再试');
    expect(busy.alertAt(0)).toBeUndefined();
    // A limit of the day: its sentence says when to come back, and stays after any count of seconds.
    const daily = readFormFailure(
      failure('RATE_LIMITED', '该账号今日的申诉次数已达上限，请明天再试', { retryAfterSeconds: 3600 }),
      { fields: ['code'], messages: { RATE_LIMITED: (_left, said) => said } },
    );
    expect(daily.alertAt(3600)).toBe('该账号今日的申诉次数已达上限，请明天再试');
    expect(daily.alertAt(0)).toBe('该账号今日的申诉次数已达上限，请明天再试');
  });

  it('asks for the captcha on its reasons and on a refusal that now needs one', () => {
    expect(
      readFormFailure(failure('CAPTCHA_REQUIRED', '请输入图形验证码'), { fields: [] }).captchaRequired,
    ).toBe(true);
    expect(captchaWanted(failure('CAPTCHA_INVALID', 'x'))).toBe(true);
    expect(captchaWanted(failure('CREDENTIALS_INVALID', 'x', { captchaRequired: true }))).toBe(true);
    expect(captchaWanted(failure('CREDENTIALS_INVALID', 'x', { captchaRequired: false }))).toBe(false);
    expect(captchaWanted(new Error('请输入图形验证码'))).toBe(false);
  });

  it('shows nothing for a session the client has already ended and explained', () => {
    const read = readFormFailure(
      failure(
        'SESSION_REPLACED',
        '登录已结束',
        { fields: [{ field: 'code', message: 'x' }] },
        'session-ended',
      ),
      { fields: ['code'] },
    );
    expect(read.handled).toBe(true);
    expect(read.fields).toEqual([]);
    expect(read.alertAt(0)).toBeUndefined();
  });

  it('shows the sentence of an error that is not an ApiError, or a fallback', () => {
    expect(readFormFailure(new Error('登录票据已失效'), { fields: [] }).alertAt(0)).toBe('登录票据已失效');
    expect(readFormFailure('boom', { fields: [] }).alertAt(0)).toBe('操作未成功，请稍后重试');
  });
});
