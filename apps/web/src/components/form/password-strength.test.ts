import { describe, expect, it } from 'vitest';
import { passwordVerdictOf } from './password-strength.tsx';

const strengthOf = (password: string, owner?: { username?: string; mobile?: string }) =>
  passwordVerdictOf(password, owner).strength;

describe('passwordVerdictOf', () => {
  it('rates an acceptable password by length and kinds of characters', () => {
    expect(strengthOf('abcdefgz')).toBe(1);
    expect(strengthOf('abcdefghiz')).toBe(2);
    expect(strengthOf('Abc12395')).toBe(2);
    expect(strengthOf('Tea-Hills-2024')).toBe(3);
  });

  it('never rates a password the server refuses, and says why, as the server would', () => {
    expect(passwordVerdictOf('abc')).toEqual({ strength: 0, problem: '密码至少 8 位' });
    expect(passwordVerdictOf('Password123').strength).toBe(0);
    // long and mixed, so "强" by length and kinds: refused all the same for containing the user name
    expect(passwordVerdictOf('Miaoling-Tea-2024', { username: 'miaoling' })).toEqual({
      strength: 0,
      problem: '密码不能包含用户名',
    });
    expect(passwordVerdictOf('Tea#13908510002', { mobile: '13908510002' }).problem).toBe(
      '密码不能包含手机号',
    );
  });
});
