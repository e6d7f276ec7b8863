import { z } from 'zod';
import type { EventLog } from '../../platform/events/events.ts';
import type { UserRepository } from '../../platform/identity/users.ts';
import { maskEmail, maskMobile } from '../../platform/masking.ts';
import type { Notifier } from '../../platform/notifier/notifier.ts';

const PasswordChangedSchema = z.object({ userId: z.string(), via: z.enum(['change', 'reset']) });
const MobileChangedSchema = z.object({
  userId: z.string(),
  oldMobile: z.string().nullable(),
  newMobile: z.string(),
});

const EmailVerifiedSchema = z.object({ userId: z.string(), email: z.string() });

const beijingTime = (date: Date) =>
  new Intl.DateTimeFormat('zh-CN', {
    timeZone: 'Asia/Shanghai',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(date);

export interface NoticeDeps {
  events: EventLog;
  users: UserRepository;
  notifier: Notifier;
  platformName: () => Promise<string>;
  hotline: () => Promise<string>;
}

/**
 * Tells the owner of an account that its password or mobile changed, so a change they did not make does not go
 * unnoticed: the password and e-mail notices go to the account's mobile, the mobile notice to the old number.
 */
export const createSecurityNotices = (deps: NoticeDeps) => ({
  async passwordChanged(eventId: number) {
    const event = await deps.events.load(eventId, PasswordChangedSchema);
    const user = event ? await deps.users.byId(event.payload.userId) : null;
    if (!event || !user?.mobile) return;
    const how = event.payload.via === 'reset' ? '通过“找回密码”重置' : '修改';
    await deps.notifier.sendSms(
      {
        mobile: user.mobile,
        text: `【${await deps.platformName()}】您的账号密码已于 ${beijingTime(event.createdAt)} ${how}，其他设备上的登录已结束。如非本人操作，请立即找回密码并致电 ${await deps.hotline()}。`,
        purpose: 'security-notice',
      },
      { dedupeKey: `password-changed-notice:${eventId}` },
    );
  },

  async mobileChanged(eventId: number) {
    const event = await deps.events.load(eventId, MobileChangedSchema);
    if (!event?.payload.oldMobile) return;
    await deps.notifier.sendSms(
      {
        mobile: event.payload.oldMobile,
        text: `【${await deps.platformName()}】您的账号已于 ${beijingTime(event.createdAt)} 改绑手机号 ${maskMobile(event.payload.newMobile)}，本号码不再接收该账号的验证码。如非本人操作，请致电 ${await deps.hotline()}。`,
        purpose: 'security-notice',
      },
      { dedupeKey: `mobile-changed-notice:${eventId}` },
    );
  },

  /** A session taken over could otherwise attach its own address and keep a way in after the password changes. */
  async emailVerified(eventId: number) {
    const event = await deps.events.load(eventId, EmailVerifiedSchema);
    const user = event ? await deps.users.byId(event.payload.userId) : null;
    if (!event || !user?.mobile) return;
    await deps.notifier.sendSms(
      {
        mobile: user.mobile,
        text: `【${await deps.platformName()}】您的账号已于 ${beijingTime(event.createdAt)} 验证登录邮箱 ${maskEmail(event.payload.email)}，此后可用该邮箱接收登录验证码。如非本人操作，请立即修改密码并在“账号设置”中更换邮箱，或致电 ${await deps.hotline()}。`,
        purpose: 'security-notice',
      },
      { dedupeKey: `email-verified-notice:${eventId}` },
    );
  },
});
