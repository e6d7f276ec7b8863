import { describe, expect, it } from 'vitest';
import { passwordStrengthOf } from './password-strength.tsx';

describe('passwordStrengthOf', () => {
  it('rates by length and kinds of characters', () => {
    expect(passwordStrengthOf('abc')).toBe(0);
    expect(passwordStrengthOf('abcdefgh')).toBe(1);
    expect(passwordStrengthOf('abcdefghij')).toBe(2);
    expect(passwordStrengthOf('Abc12345')).toBe(2);
    expect(passwordStrengthOf('Tea-Hills-2024')).toBe(3);
  });
});
