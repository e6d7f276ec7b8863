import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { PageQuerySchema, pageSchema } from '../paging.ts';
import { MobileSchema } from '../sso/fields.ts';
import { ShelfKindSchema } from './shelf.ts';
import { IdSchema } from './user.ts';

/**
 * Cooperation requests (SPEC.md §7 "SMS cooperate send"; issue 10): a signed-in user asks the publisher of a service or
 * a product to cooperate. The publisher gets an SMS (the requester's mobile masked) and a record with an unread count;
 * the request then lives new → read → replied → closed, and the requester follows it in their own area.
 */

export const COOPERATION_STATES = ['new', 'read', 'replied', 'closed'] as const;
export const CooperationStateSchema = z.enum(COOPERATION_STATES);
export type CooperationState = z.infer<typeof CooperationStateSchema>;
export const COOPERATION_STATE_LABELS: Record<CooperationState, string> = {
  new: '未读',
  read: '已读',
  replied: '已回复',
  closed: '已关闭',
};

/** How many requests one user may send in a day, and to one item. */
export const COOPERATION_LIMITS = { perUserPerDay: 10, perUserPerItemPerDay: 1, perItemPerDay: 50 } as const;

export const CooperationRequestSchema = z.strictObject({
  itemId: IdSchema,
  name: z.string('请填写联系人').trim().min(1, '请填写联系人').max(30, '联系人最多 30 个字'),
  mobile: MobileSchema,
  message: z.string('请填写合作意向').trim().min(5, '合作意向至少 5 个字').max(500, '合作意向最多 500 个字'),
});
export type CooperationRequest = z.infer<typeof CooperationRequestSchema>;

export const CooperationRowSchema = z.object({
  id: IdSchema,
  itemId: IdSchema,
  itemKind: ShelfKindSchema,
  itemName: z.string(),
  /** The publisher's tenant (for the requester) or the requester's tenant, when they had one chosen. */
  counterpartName: z.string(),
  name: z.string(),
  /** Masked (138****0001) until the publisher opens the request. */
  mobile: z.string(),
  message: z.string(),
  state: CooperationStateSchema,
  reply: z.string().nullable(),
  createdAt: z.string(),
  repliedAt: z.string().nullable(),
});
export type CooperationRow = z.infer<typeof CooperationRowSchema>;

export const CooperationListQuerySchema = PageQuerySchema.extend({
  state: CooperationStateSchema.optional(),
});

const cooperation = (path: string) => `/basics/pc/cooperation${path}`;

export const sendCooperation = defineEndpoint({
  id: 'portal.smsCooperateSend',
  module: 'portal',
  method: 'POST',
  path: '/basics/pc/serviceCenter/smsCooperateSend',
  access: 'signedIn',
  summary: `申请合作：以短信与站内记录通知发布方（每人每天 ${COOPERATION_LIMITS.perUserPerDay} 次，同一服务或产品每天 1 次）`,
  body: CooperationRequestSchema,
  data: z.object({ id: IdSchema }),
});

export const listReceivedCooperation = defineEndpoint({
  id: 'portal.cooperationReceived',
  module: 'portal',
  method: 'POST',
  path: cooperation('/received'),
  access: 'settled',
  summary: '本主体收到的合作申请（未读的手机号打码），附未读数',
  body: CooperationListQuerySchema,
  data: pageSchema(CooperationRowSchema).extend({ unread: z.number().int() }),
});

export const listSentCooperation = defineEndpoint({
  id: 'portal.cooperationSent',
  module: 'portal',
  method: 'POST',
  path: cooperation('/sent'),
  access: 'signedIn',
  summary: '我发出的合作申请及其处理状态',
  body: CooperationListQuerySchema,
  data: pageSchema(CooperationRowSchema),
});

export const openCooperation = defineEndpoint({
  id: 'portal.cooperationOpen',
  module: 'portal',
  method: 'POST',
  path: cooperation('/open'),
  access: 'settled',
  summary: '发布方查看一条合作申请：标为已读并显示完整手机号',
  body: z.strictObject({ id: IdSchema }),
  data: CooperationRowSchema,
});

export const replyCooperation = defineEndpoint({
  id: 'portal.cooperationReply',
  module: 'portal',
  method: 'POST',
  path: cooperation('/reply'),
  access: 'settled',
  summary: '发布方回复合作申请（申请人在“我的合作申请”中可见）',
  body: z.strictObject({
    id: IdSchema,
    reply: z.string('请填写回复').trim().min(2, '回复至少 2 个字').max(500, '回复最多 500 个字'),
  }),
  data: CooperationRowSchema,
});

export const closeCooperation = defineEndpoint({
  id: 'portal.cooperationClose',
  module: 'portal',
  method: 'POST',
  path: cooperation('/close'),
  access: 'signedIn',
  summary: '关闭合作申请（申请人或发布方均可）',
  body: z.strictObject({ id: IdSchema }),
  data: CooperationRowSchema,
});

export const cooperationEndpoints = {
  sendCooperation,
  listReceivedCooperation,
  listSentCooperation,
  openCooperation,
  replyCooperation,
  closeCooperation,
};
