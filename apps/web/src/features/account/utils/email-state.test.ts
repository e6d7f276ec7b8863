import { describe, expect, it } from 'vitest';
import { EMAIL_STATE_TEXT, emailStateOf, profileSavedText } from './email-state.ts';

describe('emailStateOf', () => {
  it('tells a missing, a confirmed and an unconfirmed address apart', () => {
    expect(emailStateOf({ email: null, emailVerified: false })).toBe('none');
    expect(emailStateOf({ email: 'a@example.cn', emailVerified: true })).toBe('verified');
    expect(emailStateOf({ email: 'a@example.cn', emailVerified: false })).toBe('unverified');
  });

  it('says that an unconfirmed address cannot sign in by 邮箱验证码', () => {
    expect(EMAIL_STATE_TEXT.unverified).toContain('不能用于邮箱验证码登录');
  });
});

describe('profileSavedText', () => {
  it('asks to confirm a new address, which the server saved unconfirmed', () => {
    expect(
      profileSavedText({ email: 'old@example.cn' }, { email: 'new@example.cn', emailVerified: false }),
    ).toBe('基本资料已保存。新邮箱需验证后才能用于邮箱验证码登录');
    expect(profileSavedText({ email: null }, { email: 'new@example.cn', emailVerified: false })).toContain(
      '需验证',
    );
  });

  it('says only "saved" when the address did not change or was removed', () => {
    const same = { email: 'a@example.cn' };
    expect(profileSavedText(same, { email: 'A@example.cn', emailVerified: true })).toBe('基本资料已保存');
    expect(profileSavedText(same, { email: 'a@example.cn', emailVerified: false })).toBe('基本资料已保存');
    expect(profileSavedText(same, { email: null, emailVerified: false })).toBe('基本资料已保存');
  });
});
