import { z } from 'zod';

/** Small field schemas, composed into the forms of sign-in, sign-up, reset, appeal and account changes. */
export const MobileSchema = z
  .string('请填写手机号')
  .trim()
  .regex(/^1[3-9]\d{9}$/, '请输入 11 位中国大陆手机号');

export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, '邮箱过长')
  .pipe(z.email('邮箱格式不正确'));

export const UsernameSchema = z
  .string()
  .trim()
  .min(4, '用户名至少 4 个字符')
  .max(32, '用户名最多 32 个字符')
  .regex(/^[A-Za-z][A-Za-z0-9_]*$/, '用户名须以字母开头，只含字母、数字和下划线');

/** Sign-in accepts a username or a mobile number. */
export const AccountNameSchema = z.string().trim().min(1, '请输入用户名或手机号').max(64, '账号过长');

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

/** Length is the rule (NIST SP 800-63B); the server also refuses the most common passwords. */
export const NewPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `密码至少 ${PASSWORD_MIN_LENGTH} 位`)
  .max(PASSWORD_MAX_LENGTH, `密码最多 ${PASSWORD_MAX_LENGTH} 位`);

/** For checking an existing password: never tell the length rule apart from a wrong password. */
export const PasswordSchema = z.string().min(1, '请输入密码').max(256, '密码过长');

export const SmsCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, '请输入 6 位数字验证码');

export const CaptchaSchema = z.object({
  captchaId: z.uuid('图形验证码已失效，请刷新').optional(),
  captchaCode: z.string().trim().max(8, '图形验证码不正确').optional(),
});

export const NickNameSchema = z.string().trim().min(1, '请输入昵称').max(30, '昵称最多 30 个字');

/** GB 11643 citizen identity number with its check digit. */
export const IdNumberSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^\d{17}[\dX]$/, '请输入 18 位居民身份证号码')
  .refine((value) => {
    const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
    const sum = weights.reduce((acc, w, i) => acc + w * Number(value[i]), 0);
    return '10X98765432'[sum % 11] === value[17];
  }, '身份证号码校验位不正确');
