import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './fields.ts';

/**
 * The passwords people pick first (international lists and the ones common among Chinese users). Length is the main
 * rule; this list only removes the guesses every attacker tries first.
 */
const COMMON_PASSWORDS = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '87654321',
  '11111111',
  '00000000',
  '88888888',
  '66666666',
  '99999999',
  '12341234',
  '11223344',
  '123123123',
  '147258369',
  '987654321',
  'password',
  'password1',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'qwertyui',
  'qwerty123',
  '1qaz2wsx',
  'qazwsxedc',
  'zxcvbnm123',
  'abc12345',
  'abcd1234',
  'a1234567',
  'a12345678',
  'aa123456',
  'aa12345678',
  'qq123456',
  'qq12345678',
  'woaini1314',
  'woaini520',
  '5201314520',
  '52013145201314',
  'iloveyou',
  'iloveyou1',
  'admin123',
  'admin1234',
  'administrator',
  'root1234',
  'welcome1',
  'letmein1',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'superman',
  'trustno1',
  'whatever',
  'computer',
  'internet',
  'asdfghjk',
  'asdf1234',
  'zhang123',
  'wang1234',
  'li123456',
  'abc123456',
  'abcdefgh',
  '1q2w3e4r',
  '1q2w3e4r5t',
  'q1w2e3r4',
  'zaq12wsx',
  '!qaz2wsx',
  'qwer1234',
  'test1234',
  'guest123',
  'changeme',
  'default1',
  'xiaoming',
  'woaini123',
  'wodemima',
  'mima1234',
  'mima123456',
  'ningmeng',
  'nihao123',
  'nihaoma1',
]);

/** Whose password it is, as far as the form or the server knows: a password may contain neither. */
export interface PasswordOwner {
  username?: string | undefined;
  mobile?: string | null | undefined;
}

/**
 * Returns the Chinese reason a new password is refused, or null when it is acceptable. The one rule: the server
 * applies it on every password it sets, and the forms' strength meter shows it before the password is sent.
 */
export const passwordProblem = (password: string, context: PasswordOwner = {}): string | null => {
  if (password.length < PASSWORD_MIN_LENGTH) return `密码至少 ${PASSWORD_MIN_LENGTH} 位`;
  if (password.length > PASSWORD_MAX_LENGTH) return `密码最多 ${PASSWORD_MAX_LENGTH} 位`;
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower) || /^(.)\1+$/.test(password)) return '该密码过于常见，容易被猜中，请换一个';
  if (context.username && lower.includes(context.username.toLowerCase())) return '密码不能包含用户名';
  if (context.mobile && password.includes(context.mobile)) return '密码不能包含手机号';
  return null;
};
