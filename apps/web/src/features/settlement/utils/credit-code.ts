import { CREDIT_CODE_FORMAT, isValidCreditCode } from '@rrsp/contract';

export const CHECK_DIGIT_WARNING = '校验位与编码不符，请核对；确认无误可继续提交';

/** What people type: spaces dropped, letters in capitals (the code has capitals only). */
export const normalizeCreditCode = (value: unknown): string =>
  typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() : '';

/**
 * The warning for a well-formed code whose check character does not match (GB 32100). Old licences and typos in
 * the registry exist, so it warns and the reviewer decides; a malformed code is the format rule's error instead.
 */
export const creditCodeWarning = (value: unknown): string | undefined => {
  const code = normalizeCreditCode(value);
  if (!CREDIT_CODE_FORMAT.test(code)) return undefined;
  return isValidCreditCode(code) ? undefined : CHECK_DIGIT_WARNING;
};
