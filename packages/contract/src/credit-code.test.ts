import { describe, expect, it } from 'vitest';
import { creditCodeCheckChar, isValidCreditCode } from './credit-code.ts';

describe('unified social credit code (GB 32100)', () => {
  it('accepts a published code whose check character matches', () => {
    // 91350100M000100Y43 is the standard's own worked example
    expect(isValidCreditCode('91350100M000100Y43')).toBe(true);
  });

  it('refuses a code with a wrong check character or a forbidden letter', () => {
    expect(isValidCreditCode('91350100M000100Y44')).toBe(false);
    expect(isValidCreditCode('91350100M000100I43')).toBe(false);
    expect(isValidCreditCode('9135')).toBe(false);
  });

  it('computes the check character that makes a code valid', () => {
    const body = '92520100MA6DKXXX0';
    const check = creditCodeCheckChar(body);
    expect(check).not.toBeNull();
    expect(isValidCreditCode(`${body}${check}`)).toBe(true);
  });
});
