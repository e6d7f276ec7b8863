import { isValidCreditCode } from '@rrsp/contract';
import { describe, expect, it } from 'vitest';
import { CHECK_DIGIT_WARNING, creditCodeWarning, normalizeCreditCode } from './credit-code.ts';

/** Well formed, and its last character is the GB 32100 check character of the first 17. */
const VALID = '91520000MA6DL2RY2K';

describe('creditCodeWarning', () => {
  it('says nothing for a code whose check character matches', () => {
    expect(isValidCreditCode(VALID)).toBe(true);
    expect(creditCodeWarning(VALID)).toBeUndefined();
  });

  it('warns when the format is right but the check character is not', () => {
    const wrong = `${VALID.slice(0, 17)}A`;
    expect(creditCodeWarning(wrong)).toBe(CHECK_DIGIT_WARNING);
  });

  it('leaves malformed or empty input to the format rule', () => {
    expect(creditCodeWarning('')).toBeUndefined();
    expect(creditCodeWarning('9152000')).toBeUndefined();
    expect(creditCodeWarning('91520000MA6DL2RYIB')).toBeUndefined();
    expect(creditCodeWarning(undefined)).toBeUndefined();
  });

  it('reads the code as typed: lower case and spaces', () => {
    expect(creditCodeWarning(VALID.toLowerCase().replace(/(.{6})/g, '$1 '))).toBeUndefined();
  });
});

describe('normalizeCreditCode', () => {
  it('drops spaces and capitalises', () => {
    expect(normalizeCreditCode(' 9152 0000ma ')).toBe('91520000MA');
    expect(normalizeCreditCode(42)).toBe('');
  });
});
