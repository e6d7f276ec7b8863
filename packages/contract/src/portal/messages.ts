import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { PageQuerySchema, pageSchema } from '../paging.ts';
import { IdSchema } from './user.ts';

/**
 * The message centre (消息中心, issue 21): every message a user receives is stored first, with a sequence number of its
 * own per user, and only then announced on the live channel (realtime.ts); the centre lists, filters and marks them
 * read, and the preferences say which kinds also go out by SMS or e-mail.
 */

export const MESSAGE_KINDS = [
  'settlement.decided',
  'shelf.decided',
  'shelf.takenDown',
  'cooperation.received',
  'cooperation.replied',
  'cooperation.closed',
  'report.outcome',
  'tenant.invitation',
  'tenant.members',
  'appeal.decided',
  'export.ready',
  'queue.pending',
  'security',
] as const;
export const MessageKindSchema = z.enum(MESSAGE_KINDS, '未知的消息类型');
export type MessageKind = z.infer<typeof MessageKindSchema>;

export const MESSAGE_CHANNELS = ['inbox', 'sms', 'email'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export const MESSAGE_CHANNEL_LABELS: Record<MessageChannel, string> = {
  inbox: '站内信',
  sms: '短信',
  email: '电子邮件',
};

export interface MessageKindSpec {
  label: string;
  /** Who receives it: the preferences page shows a user only the kinds that can reach them. */
  audience: 'user' | 'operator';
  /** What each channel does when the user has not chosen (站内信 is always on). */
  defaults: { sms: boolean; email: boolean };
  /** Channels this kind can use at all: a kind that never sends an SMS offers no switch for it. */
  offers: { sms: boolean; email: boolean };
  /** Security notices go out whatever the preferences say. */
  locked?: true;
}

export const MESSAGE_KIND_SPECS: Record<MessageKind, MessageKindSpec> = {
  'settlement.decided': {
    label: '入驻审核结果',
    audience: 'user',
    defaults: { sms: true, email: false },
    offers: { sms: true, email: true },
  },
  'shelf.decided': {
    label: '服务与产品审核结果',
    audience: 'user',
    defaults: { sms: false, email: false },
    offers: { sms: true, email: true },
  },
  'shelf.takenDown': {
    label: '服务与产品被下架',
    audience: 'user',
    defaults: { sms: true, email: false },
    offers: { sms: true, email: true },
  },
  'cooperation.received': {
    label: '收到合作申请',
    audience: 'user',
    defaults: { sms: true, email: false },
    offers: { sms: true, email: true },
  },
  'cooperation.replied': {
    label: '合作申请获得回复',
    audience: 'user',
    defaults: { sms: true, email: false },
    offers: { sms: true, email: true },
  },
  'cooperation.closed': {
    label: '合作申请已关闭',
    audience: 'user',
    defaults: { sms: false, email: false },
    offers: { sms: false, email: true },
  },
  'report.outcome': {
    label: '举报处理结果',
    audience: 'user',
    defaults: { sms: false, email: false },
    offers: { sms: false, email: true },
  },
  'tenant.invitation': {
    label: '主体成员邀请',
    audience: 'user',
    defaults: { sms: true, email: false },
    offers: { sms: true, email: false },
  },
  'tenant.members': {
    label: '主体成员变动',
    audience: 'user',
    defaults: { sms: false, email: false },
    offers: { sms: false, email: true },
  },
  'appeal.decided': {
    label: '账号申诉结果',
    audience: 'user',
    defaults: { sms: true, email: false },
    offers: { sms: true, email: false },
    locked: true,
  },
  'export.ready': {
    label: '导出完成',
    audience: 'user',
    defaults: { sms: false, email: false },
    offers: { sms: false, email: true },
  },
  'queue.pending': {
    label: '待处理的审核事项',
    audience: 'operator',
    defaults: { sms: false, email: false },
    offers: { sms: false, email: true },
  },
  security: {
    label: '账号安全提醒',
    audience: 'user',
    defaults: { sms: true, email: false },
    offers: { sms: true, email: false },
    locked: true,
  },
};

/** One message as its recipient reads it. `seq` is the recipient's own sequence: it orders and deduplicates. */
export const MessageItemSchema = z.object({
  messageId: IdSchema,
  seq: z.number().int().min(1),
  kind: MessageKindSchema,
  title: z.string(),
  body: z.string(),
  /** A portal path to what the message is about. */
  link: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type MessageItem = z.infer<typeof MessageItemSchema>;

/** Where a user's messages stand: the exact unread count and the newest sequence number. */
export const MessageTallySchema = z.object({
  unread: z.number().int().min(0),
  lastSeq: z.number().int().min(0),
});
export type MessageTally = z.infer<typeof MessageTallySchema>;

export const MESSAGE_READ_FILTERS = ['all', 'unread', 'read'] as const;

export const MessageListQuerySchema = PageQuerySchema.extend({
  kind: MessageKindSchema.optional(),
  read: z.enum(MESSAGE_READ_FILTERS, '已读状态只能是 all、unread 或 read').default('all'),
});
export type MessageListQuery = z.infer<typeof MessageListQuerySchema>;

export const listMessages = defineEndpoint({
  id: 'portal.listMessages',
  module: 'portal',
  method: 'GET',
  path: '/basics/pc/message/list',
  access: 'signedIn',
  summary: '消息中心：本人的消息，按类型和已读状态筛选，最新的在前；附未读总数',
  query: MessageListQuerySchema,
  data: pageSchema(MessageItemSchema).extend({ tally: MessageTallySchema }),
});

export const getMessageTally = defineEndpoint({
  id: 'portal.messageTally',
  module: 'portal',
  method: 'GET',
  path: '/basics/pc/message/tally',
  access: 'signedIn',
  summary: '本人的未读消息数与最新消息序号（铃铛角标）',
  data: MessageTallySchema,
});

/** Messages to mark read: the ones named, or all of them. */
export const MarkMessagesReadSchema = z
  .strictObject({
    messageIds: z
      .array(IdSchema, '请指定要标为已读的消息')
      .min(1, '请指定要标为已读的消息')
      .max(100, '一次最多标记 100 条消息')
      .optional(),
    all: z.literal(true, 'all 只能为 true').optional(),
  })
  .refine((body) => (body.messageIds === undefined) !== (body.all === undefined), {
    message: '请指定要标为已读的消息，或选择全部标为已读',
    path: ['messageIds'],
  });
export type MarkMessagesRead = z.infer<typeof MarkMessagesReadSchema>;

export const markMessagesRead = defineEndpoint({
  id: 'portal.markMessagesRead',
  module: 'portal',
  method: 'POST',
  path: '/basics/pc/message/read',
  access: 'signedIn',
  summary: '将本人的消息标为已读（指定的几条，或全部）；他人的消息不受影响',
  body: MarkMessagesReadSchema,
  /** How many messages this call turned from unread to read, and the tally after it. */
  data: z.object({ marked: z.number().int().min(0), tally: MessageTallySchema }),
});

export const MessagePreferenceSchema = z.object({
  kind: MessageKindSchema,
  sms: z.boolean(),
  email: z.boolean(),
});
export type MessagePreference = z.infer<typeof MessagePreferenceSchema>;

export const MessagePreferencesViewSchema = z.object({
  preferences: z.array(MessagePreferenceSchema),
  /** Whether the account has a verified mobile and an e-mail address: a channel without one reaches nobody. */
  reachable: z.object({ sms: z.boolean(), email: z.boolean() }),
});
export type MessagePreferencesView = z.infer<typeof MessagePreferencesViewSchema>;

export const getMessagePreferences = defineEndpoint({
  id: 'portal.messagePreferences',
  module: 'portal',
  method: 'GET',
  path: '/basics/pc/message/preferences',
  access: 'signedIn',
  summary: '本人的消息接收设置：每类消息是否另发短信、电子邮件（站内信总会送达）',
  data: MessagePreferencesViewSchema,
});

export const SaveMessagePreferencesSchema = z.strictObject({
  preferences: z
    .array(
      z.strictObject({
        kind: MessageKindSchema,
        sms: z.boolean('请选择是否发送短信'),
        email: z.boolean('请选择是否发送邮件'),
      }),
      '请提供接收设置',
    )
    .min(1, '请提供接收设置')
    .max(MESSAGE_KINDS.length, '接收设置条目过多'),
});
export type SaveMessagePreferences = z.infer<typeof SaveMessagePreferencesSchema>;

export const saveMessagePreferences = defineEndpoint({
  id: 'portal.saveMessagePreferences',
  module: 'portal',
  method: 'PUT',
  path: '/basics/pc/message/preferences',
  access: 'signedIn',
  summary: '保存本人的消息接收设置；安全类提醒不可关闭，未提供的渠道不可开启',
  body: SaveMessagePreferencesSchema,
  data: MessagePreferencesViewSchema,
});

export const messageEndpoints = {
  listMessages,
  getMessageTally,
  markMessagesRead,
  getMessagePreferences,
  saveMessagePreferences,
};
