import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { CurrentUserSchema } from '../portal/user.ts';
import {
  EmailSchema,
  MobileSchema,
  NewPasswordSchema,
  NickNameSchema,
  PasswordSchema,
  SmsCodeSchema,
} from '../sso/fields.ts';
import { CodeSentSchema } from '../sso/sign-in.ts';

const account = (path: string) => `/account${path}`;
const ProofSchema = z.string().min(16, '校验已失效，请重新验证').max(128, '校验已失效，请重新验证');

export const editUserInfo = defineEndpoint({
  id: 'account.editUserInfo',
  module: 'account',
  method: 'POST',
  path: account('/user/editUserInfo'),
  access: 'signedIn',
  summary: '修改个人资料（昵称、邮箱）；新填的邮箱须经验证码确认后才能用于登录',
  body: z.strictObject({
    nickName: NickNameSchema,
    email: z.union([EmailSchema, z.literal('')]).optional(),
  }),
  data: CurrentUserSchema,
});

export const sendAccountMobileCode = defineEndpoint({
  id: 'account.sendMobileCode',
  module: 'account',
  method: 'POST',
  path: account('/sendMobileCode'),
  access: 'signedIn',
  summary: '发送验证码：target=current 发往当前手机号；target=new 发往新手机号（须先通过原手机号或密码校验）',
  body: z.discriminatedUnion('target', [
    z.strictObject({ target: z.literal('current') }),
    z.strictObject({ target: z.literal('new'), mobile: MobileSchema, proof: ProofSchema }),
  ]),
  data: CodeSentSchema,
});

export const sendAccountEmailCode = defineEndpoint({
  id: 'account.sendEmailCode',
  module: 'account',
  method: 'POST',
  path: account('/sendEmailCode'),
  access: 'signedIn',
  summary: '向个人资料中尚未验证的邮箱发送验证码',
  data: CodeSentSchema,
});

export const verifyAccountEmail = defineEndpoint({
  id: 'account.verifyEmail',
  module: 'account',
  method: 'POST',
  path: account('/verifyEmail'),
  access: 'signedIn',
  summary: '校验邮箱收到的验证码；验证后该邮箱可用于邮箱验证码登录',
  body: z.strictObject({ code: SmsCodeSchema }),
  data: CurrentUserSchema,
});

export const ProofGrantSchema = z.object({ proof: z.string(), expiresInSeconds: z.number().int() });

export const verifyAccountMobileCode = defineEndpoint({
  id: 'account.verifyMobileCode',
  module: 'account',
  method: 'POST',
  path: account('/verifyMobileCode'),
  access: 'signedIn',
  summary: '校验当前手机号收到的验证码，返回更换手机号所需的凭证',
  body: z.strictObject({ code: SmsCodeSchema }),
  data: ProofGrantSchema,
});

export const checkCredential = defineEndpoint({
  id: 'account.checkCredential',
  module: 'account',
  method: 'POST',
  path: account('/checkCredential'),
  access: 'signedIn',
  summary: '敏感操作前再次校验登录密码（加密传输），返回短时有效的凭证',
  body: z.strictObject({ password: PasswordSchema }),
  data: ProofGrantSchema,
  encrypted: true,
});

export const confirmNewMobile = defineEndpoint({
  id: 'account.confirmMobileCode',
  module: 'account',
  method: 'POST',
  path: account('/confirmMobileCode'),
  access: 'signedIn',
  summary: '校验新手机号的验证码并完成更换',
  body: z.strictObject({ mobile: MobileSchema, code: SmsCodeSchema, proof: ProofSchema }),
  data: CurrentUserSchema,
});

export const updatePassword = defineEndpoint({
  id: 'account.updatePassWd',
  module: 'account',
  method: 'POST',
  path: account('/updatePassWd'),
  access: 'signedIn',
  summary: '修改密码（加密传输）：须提供原密码；成功后结束该账号的其他所有会话',
  body: z.strictObject({ oldPassword: PasswordSchema, newPassword: NewPasswordSchema }),
  data: z.object({ message: z.string(), endedSessions: z.number().int() }),
  encrypted: true,
});
