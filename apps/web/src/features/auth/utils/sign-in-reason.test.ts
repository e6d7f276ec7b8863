import { describe, expect, it } from 'vitest';
import { signInReasonOf } from './sign-in-reason.ts';

describe('signInReasonOf', () => {
  it('tells a visitor sent from the service centre why it needs an account', () => {
    expect(signInReasonOf('/participants/service')).toMatch(/^服务中心.*登录后.*回到服务中心/);
    expect(signInReasonOf('/servant/service/detail?id=1')).toMatch(/^服务中心/);
  });

  it('tells a visitor sent from the products the same about products', () => {
    expect(signInReasonOf('/participants/product/search?keyword=茶')).toMatch(/^产品/);
  });

  it('compares paths at a / boundary and falls back to the plain sentence', () => {
    expect(signInReasonOf('/participants/services-elsewhere')).toBe('登录后将返回您刚才浏览的页面。');
    expect(signInReasonOf('/participants/account')).toBe('登录后将返回您刚才浏览的页面。');
    expect(signInReasonOf(null)).toBe('欢迎使用，请登录您的统一认证账号。');
  });
});
