import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  AccountNameSchema,
  CaptchaSchema,
  EmailSchema,
  MobileSchema,
  NewPasswordSchema,
  NickNameSchema,
  PasswordSchema,
  SmsCodeSchema,
  UsernameSchema,
} from './fields.ts';

export const SIGN_IN_METHODS = ['password', 'sms', 'email'] as const;

export const CaptchaImageSchema = z.object({
  captchaId: z.uuid(),
  /** An SVG data URL. */
  image: z.string(),
  expiresInSeconds: z.number().int(),
});

export const SsoIndexSchema = z.object({
  methods: z.array(z.enum(SIGN_IN_METHODS)),
  /** True once this client or account has failed enough to need a captcha. */
  captchaRequired: z.boolean(),
  publicKey: z.string(),
  keyId: z.string(),
  passwordMinLength: z.number().int(),
  passwordMaxLength: z.number().int(),
  codeTtlSeconds: z.number().int(),
  codeCooldownSeconds: z.number().int(),
});

export const PublicKeySchema = z.object({
  algorithm: z.literal('RSA-OAEP-256'),
  publicKey: z.string(),
  publicKeyPem: z.string(),
  keyId: z.string(),
  /** The server's clock (ms since the epoch): sealed bodies carry the time on this clock (issue 8). */
  serverTime: z.number().int(),
});

/** A sign-in yields a single-use service ticket, exchanged at GET /basics/ticket for a portal token. */
export const TicketGrantSchema = z.object({
  ticket: z.string(),
  service: z.string(),
  expiresInSeconds: z.number().int(),
});
export type TicketGrant = z.infer<typeof TicketGrantSchema>;

export const CodeSentSchema = z.object({
  /** Deliberately the same whether or not an account exists behind the target. */
  message: z.string(),
  cooldownSeconds: z.number().int(),
});

const serviceField = { service: z.string().trim().max(300).optional() };

export const PasswordSignInSchema = z.strictObject({
  account: AccountNameSchema,
  password: PasswordSchema,
  ...CaptchaSchema.shape,
  ...serviceField,
});

export const SmsSignInSchema = z.strictObject({ mobile: MobileSchema, code: SmsCodeSchema, ...serviceField });
export const EmailSignInSchema = z.strictObject({ email: EmailSchema, code: SmsCodeSchema, ...serviceField });

export const SendSmsCodeSchema = z.strictObject({ mobile: MobileSchema, ...CaptchaSchema.shape });
export const SendEmailCodeSchema = z.strictObject({ email: EmailSchema, ...CaptchaSchema.shape });

export const RegisterSchema = z.strictObject({
  username: UsernameSchema,
  nickName: NickNameSchema.optional(),
  mobile: MobileSchema,
  code: SmsCodeSchema,
  password: NewPasswordSchema,
});

const sso = (path: string) => `/sso${path}`;

export const getCaptcha = defineEndpoint({
  id: 'sso.captcha',
  module: 'sso',
  method: 'GET',
  path: sso('/getCode'),
  access: 'public',
  summary: '图形验证码（一次有效，5 分钟内有效）',
  data: CaptchaImageSchema,
});

export const getSsoIndex = defineEndpoint({
  id: 'sso.index',
  module: 'sso',
  method: 'GET',
  path: sso('/index'),
  access: 'public',
  summary: '登录页所需信息：可用登录方式、是否需要图形验证码、加密公钥',
  // `account` is still accepted from older pages but changes nothing: the answer depends on the caller's address
  // only, so it cannot link a mobile to a username (issue 8)
  query: z.strictObject({ account: AccountNameSchema.optional() }),
  data: SsoIndexSchema,
});

export const getPublicKey = defineEndpoint({
  id: 'sso.publicKey',
  module: 'sso',
  method: 'GET',
  path: sso('/publicKey'),
  access: 'public',
  summary: '请求加密所用的 RSA 公钥（SPKI，RSA-OAEP-SHA256）',
  data: PublicKeySchema,
});

const passwordSignIn = (path: string, id: string, summary: string) =>
  defineEndpoint({
    id,
    module: 'sso',
    method: 'POST',
    path: sso(path),
    access: 'public',
    summary,
    body: PasswordSignInSchema,
    data: TicketGrantSchema,
    encrypted: true,
  });

export const signInWithPassword = passwordSignIn(
  '/login',
  'sso.login',
  '账号密码登录（加密传输），返回服务票据',
);
export const signInWithPasswordEncrypted = passwordSignIn(
  '/loginByEncrypt',
  'sso.loginByEncrypt',
  '账号密码登录（加密传输），返回服务票据',
);

const smsSignIn = (path: string, id: string) =>
  defineEndpoint({
    id,
    module: 'sso',
    method: 'POST',
    path: sso(path),
    access: 'public',
    summary: '手机验证码登录（加密传输），返回服务票据',
    body: SmsSignInSchema,
    data: TicketGrantSchema,
    encrypted: true,
  });
export const signInWithSms = smsSignIn('/m/login', 'sso.smsLogin');
export const signInWithSmsEncrypted = smsSignIn('/m/loginByEncrypt', 'sso.smsLoginByEncrypt');

export const sendSignInSmsCode = defineEndpoint({
  id: 'sso.sendSignInCode',
  module: 'sso',
  method: 'POST',
  path: sso('/mobile/rcode'),
  access: 'public',
  summary: '发送登录短信验证码（是否注册都返回相同结果）',
  body: SendSmsCodeSchema,
  data: CodeSentSchema,
});

export const sendEmailSignInCode = defineEndpoint({
  id: 'sso.sendEmailCode',
  module: 'sso',
  method: 'POST',
  path: sso('/email/getCode'),
  access: 'public',
  summary: '发送登录邮箱验证码（是否注册都返回相同结果）',
  body: SendEmailCodeSchema,
  data: CodeSentSchema,
});

export const signInWithEmail = defineEndpoint({
  id: 'sso.emailLogin',
  module: 'sso',
  method: 'POST',
  path: sso('/email/login'),
  access: 'public',
  summary: '邮箱验证码登录（加密传输），返回服务票据',
  body: EmailSignInSchema,
  data: TicketGrantSchema,
  encrypted: true,
});

export const sendRegistrationCode = defineEndpoint({
  id: 'sso.sendRegistrationCode',
  module: 'sso',
  method: 'POST',
  path: sso('/reg/authreg'),
  access: 'public',
  summary: '发送注册短信验证码（已注册的手机号收到提醒短信，页面结果相同）',
  body: SendSmsCodeSchema,
  data: CodeSentSchema,
});

export const register = defineEndpoint({
  id: 'sso.register',
  module: 'sso',
  method: 'POST',
  path: sso('/reg/regist'),
  access: 'public',
  summary: '注册账号（加密传输），成功后直接登录并返回服务票据',
  body: RegisterSchema,
  data: TicketGrantSchema,
  encrypted: true,
});
