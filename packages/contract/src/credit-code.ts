/** GB 32100-2015 unified social credit code: 18 characters, the last a check character over the first 17. */
const CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

export const creditCodeCheckChar = (first17: string): string | null => {
  if (first17.length !== 17) return null;
  let sum = 0;
  for (let index = 0; index < 17; index += 1) {
    const value = CHARSET.indexOf(first17.charAt(index));
    if (value < 0) return null;
    sum += value * (WEIGHTS[index] ?? 0);
  }
  return CHARSET.charAt((31 - (sum % 31)) % 31);
};

export const isValidCreditCode = (code: string): boolean =>
  /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code) &&
  creditCodeCheckChar(code.slice(0, 17)) === code.charAt(17);
