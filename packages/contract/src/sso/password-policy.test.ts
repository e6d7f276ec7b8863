import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy.ts';

describe('password policy', () => {
  it('accepts a long, uncommon password of 8 to 64 characters, passphrases included', () => {
    expect(passwordProblem('茶山云雾-2026春')).toBeNull();
    expect(passwordProblem('correct horse battery staple')).toBeNull();
    expect(passwordProblem(`${'x'.repeat(7)}y`)).toBeNull();
    expect(passwordProblem(`${'a'.repeat(63)}b`)).toBeNull();
  });

  it('refuses short, over-long, common and repeated passwords', () => {
    expect(passwordProblem('Ab3$xyz')).toBe('密码至少 8 位');
    expect(passwordProblem('a'.repeat(65))).toBe('密码最多 64 位');
    expect(passwordProblem('woaini1314')).toMatch(/常见/);
    expect(passwordProblem('Password123')).toMatch(/常见/);
    expect(passwordProblem('kkkkkkkkkk')).toMatch(/常见/);
  });

  it('refuses a password that contains the username or the mobile', () => {
    expect(passwordProblem('miaoling-tea', { username: 'Miaoling' })).toBe('密码不能包含用户名');
    expect(passwordProblem('x13908510002', { mobile: '13908510002' })).toBe('密码不能包含手机号');
  });
});
