import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { FILE_KINDS } from '../portal/files.ts';
import {
  AccountNameSchema,
  CaptchaSchema,
  IdNumberSchema,
  MobileSchema,
  NewPasswordSchema,
  SmsCodeSchema,
  UsernameSchema,
} from './fields.ts';
import { CodeSentSchema } from './sign-in.ts';

const sso = (path: string) => `/sso${path}`;
const FlowIdSchema = z.uuid('找回流程已失效，请重新开始');

/* ---- forgotten password: account → mobile → code → new password ---- */

export const ResetStartSchema = z.object({
  captchaRequired: z.boolean(),
  steps: z.array(z.string()),
});

export const ResetFlowSchema = z.object({ flowId: FlowIdSchema, message: z.string() });

export const startPasswordReset = defineEndpoint({
  id: 'sso.resetIndex',
  module: 'sso',
  method: 'GET',
  path: sso('/forget/index'),
  access: 'public',
  summary: '找回密码：步骤说明',
  data: ResetStartSchema,
});

export const resetByAccountName = defineEndpoint({
  id: 'sso.resetAccount',
  module: 'sso',
  method: 'POST',
  path: sso('/forget/cname'),
  access: 'public',
  summary: '找回密码第 1 步：填写账号，开始找回流程（账号是否存在都返回相同结果）',
  body: z.strictObject({ account: AccountNameSchema, ...CaptchaSchema.shape }),
  data: ResetFlowSchema,
});

export const resetCheckMobile = defineEndpoint({
  id: 'sso.resetCheckMobile',
  module: 'sso',
  method: 'POST',
  path: sso('/forget/checkmobile'),
  access: 'public',
  summary: '找回密码第 2 步：填写账号绑定的手机号',
  body: z.strictObject({ flowId: FlowIdSchema, mobile: MobileSchema }),
  data: ResetFlowSchema,
});

export const resetSendCode = defineEndpoint({
  id: 'sso.resetSendCode',
  module: 'sso',
  method: 'POST',
  path: sso('/forget/mobile/code'),
  access: 'public',
  summary: '找回密码第 3 步：向该手机号发送验证码（账号与手机号匹配时才会真正发送）',
  body: z.strictObject({ flowId: FlowIdSchema }),
  data: CodeSentSchema,
});

export const resetPassword = defineEndpoint({
  id: 'sso.resetPassword',
  module: 'sso',
  method: 'POST',
  path: sso('/forget/resetpwd'),
  access: 'public',
  summary: '找回密码第 4 步：验证码 + 新密码（加密传输），成功后该账号所有会话结束',
  body: z.strictObject({ flowId: FlowIdSchema, code: SmsCodeSchema, password: NewPasswordSchema }),
  data: z.object({ message: z.string() }),
  encrypted: true,
});

/* ---- account appeal: for someone who can no longer reach their mobile ---- */

/** `cancelled`: the account's owner signed in or reset the password while it was pending, so it was not needed. */
export const APPEAL_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export const ApplyNoSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^SS\d{14}$/, '申诉编号格式为 SS 加 14 位数字');

export const appealQueryByUserName = defineEndpoint({
  id: 'sso.appealQueryUser',
  module: 'sso',
  method: 'POST',
  path: sso('/appeal/queryByUserName'),
  access: 'public',
  // the same answer whether or not the account exists, and no digits of its mobile (issue 8, ASVS 6.3.8); the
  // account's owner, if there is one, is told by SMS that an appeal was begun
  summary: '账号申诉第 1 步：填写要申诉的用户名（无论账号是否存在，答复相同）',
  body: z.strictObject({ username: UsernameSchema, ...CaptchaSchema.shape }),
  data: z.object({ message: z.string() }),
});

export const appealCheckApplied = defineEndpoint({
  id: 'sso.appealCheckApplied',
  module: 'sso',
  method: 'POST',
  path: sso('/appeal/checkApplied'),
  access: 'public',
  summary: '账号申诉：该账号是否已有待处理的申诉',
  body: z.strictObject({ username: UsernameSchema }),
  data: z.object({ applied: z.boolean() }),
});

export const AppealAppOptionSchema = z.object({ code: z.string(), name: z.string() });

export const appealRandomApps = defineEndpoint({
  id: 'sso.appealRandomApps',
  module: 'sso',
  method: 'GET',
  path: sso('/appeal/randomApps'),
  access: 'public',
  summary: '账号申诉：身份问题——“您使用过以下哪些应用？”的随机选项',
  data: z.array(AppealAppOptionSchema),
});

export const AppealUploadSchema = z.object({ fileId: z.uuid(), name: z.string(), size: z.number().int() });

/** Multipart (field `file`, one JPEG/PNG/WebP of at most 5 MB); described here, parsed by the upload route. */
export const appealUpload = defineEndpoint({
  id: 'sso.appealUpload',
  module: 'sso',
  method: 'POST',
  path: sso('/appeal/upload'),
  access: 'public',
  summary: '账号申诉：上传身份证照片（multipart/form-data，字段 file，JPG/PNG/WebP，不超过 5 MB）',
  data: AppealUploadSchema,
});
/** The identity photo's size limit, wherever it is checked. */
export const APPEAL_UPLOAD_MAX_BYTES = FILE_KINDS['id-photo'].maxBytes;

export const appealCheckMobile = defineEndpoint({
  id: 'sso.appealCheckMobile',
  module: 'sso',
  method: 'POST',
  path: sso('/appeal/checkMobile'),
  access: 'public',
  summary: '账号申诉：向新的联系手机号发送验证码',
  body: z.strictObject({ mobile: MobileSchema, ...CaptchaSchema.shape }),
  data: CodeSentSchema,
});

export const AppealApplicationSchema = z.strictObject({
  username: UsernameSchema,
  realName: z.string().trim().min(2, '请输入真实姓名').max(30, '姓名过长'),
  idNumber: IdNumberSchema,
  contactMobile: MobileSchema,
  code: SmsCodeSchema,
  usedApps: z.array(z.string().max(40)).max(10).default([]),
  photoIds: z.array(z.uuid()).min(1, '请上传身份证照片').max(3, '最多上传 3 张照片'),
  reason: z.string().trim().min(5, '请简要说明申诉原因（至少 5 个字）').max(500, '申诉原因最多 500 字'),
});

export const appealSave = defineEndpoint({
  id: 'sso.appealSave',
  module: 'sso',
  method: 'POST',
  path: sso('/appeal/save'),
  access: 'public',
  summary: '账号申诉：提交申请，返回申诉编号',
  body: AppealApplicationSchema,
  data: z.object({ applyNo: z.string(), submittedAt: z.string() }),
});

export const AppealStatusSchema = z.object({
  applyNo: z.string(),
  status: z.enum(APPEAL_STATUSES),
  maskedUsername: z.string(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewRemark: z.string().nullable(),
});

export const appealQueryByApplyNo = defineEndpoint({
  id: 'sso.appealQuery',
  module: 'sso',
  method: 'POST',
  path: sso('/appeal/queryByApplyNo'),
  access: 'public',
  summary: '按申诉编号查询处理进度',
  body: z.strictObject({ applyNo: ApplyNoSchema }),
  data: AppealStatusSchema,
});
