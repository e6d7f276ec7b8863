import { z } from 'zod';
import type { EventLog } from '../../platform/events/events.ts';
import type { UserRepository } from '../../platform/identity/users.ts';
import { maskEmail, maskMobile } from '../../platform/masking.ts';
import type { Messenger } from '../../platform/messaging/messenger.ts';
import {
  chinaTime,
  maskedEmail,
  maskedMobile,
  type PlatformText,
  platformSetting,
  platformText,
} from '../../platform/notifier/platform-text.ts';

const PasswordChangedSchema = z.object({ userId: z.string(), via: z.enum(['change', 'reset']) });
const MobileChangedSchema = z.object({
  userId: z.string(),
  oldMobile: z.string().nullable(),
  newMobile: z.string(),
});

const EmailVerifiedSchema = z.object({ userId: z.string(), email: z.string() });

const beijingTime = chinaTime;

export interface NoticeDeps {
  events: EventLog;
  users: UserRepository;
  messenger: Messenger;
  hotline: () => Promise<string>;
}

/**
 * Tells the owner of an account that its password or mobile changed, so a change they did not make does not go
 * unnoticed: a security message (账号安全提醒, which no preference turns off) in the message centre, and an SMS — the
 * password and e-mail notices to the account's mobile, the mobile notice to the old number.
 */
/** The account page differs per work area, and the notice tells what to do in its own words: no link. */
const ACCOUNT_LINK = null;

export const createSecurityNotices = (deps: NoticeDeps) => ({
  async passwordChanged(eventId: number) {
    const event = await deps.events.load(eventId, PasswordChangedSchema);
    const user = event ? await deps.users.byId(event.payload.userId) : null;
    if (!event || !user) return;
    const how = event.payload.via === 'reset' ? platformText`通过“找回密码”重置` : platformText`修改`;
    const hotline = platformSetting(await deps.hotline());
    await deps.messenger.send([
      {
        userId: user.id,
        kind: 'security',
        title: '账号密码已修改',
        body: `您的账号密码已于 ${beijingTime(event.createdAt)} ${how}，其他设备上的登录已结束。如非本人操作，请立即找回密码并致电 ${hotline}。`,
        link: ACCOUNT_LINK,
        dedupeKey: `password-changed-notice:${eventId}`,
        sms: {
          text: (sign) =>
            platformText`【${sign}】您的账号密码已于 ${beijingTime(event.createdAt)} ${how}，其他设备上的登录已结束。如非本人操作，请立即找回密码并致电 ${hotline}。`,
          purpose: 'security-notice',
        },
      },
    ]);
  },

  async mobileChanged(eventId: number) {
    const event = await deps.events.load(eventId, MobileChangedSchema);
    if (!event) return;
    const hotline = platformSetting(await deps.hotline());
    const { oldMobile, newMobile } = event.payload;
    await deps.messenger.send([
      {
        userId: event.payload.userId,
        kind: 'security',
        title: '绑定手机号已更换',
        body: `您的账号已于 ${beijingTime(event.createdAt)} 改绑手机号 ${maskMobile(newMobile)}。如非本人操作，请立即修改密码并致电 ${hotline}。`,
        link: ACCOUNT_LINK,
        dedupeKey: `mobile-changed-notice:${eventId}`,
        // the old number is the one a hijacker cannot read: the SMS goes there, or nowhere
        ...(oldMobile
          ? {
              sms: {
                mobile: oldMobile,
                text: (sign: PlatformText) =>
                  platformText`【${sign}】您的账号已于 ${beijingTime(event.createdAt)} 改绑手机号 ${maskedMobile(newMobile)}，本号码不再接收该账号的验证码。如非本人操作，请致电 ${hotline}。`,
                purpose: 'security-notice',
              },
            }
          : {}),
      },
    ]);
  },

  /** A session taken over could otherwise attach its own address and keep a way in after the password changes. */
  async emailVerified(eventId: number) {
    const event = await deps.events.load(eventId, EmailVerifiedSchema);
    const user = event ? await deps.users.byId(event.payload.userId) : null;
    if (!event || !user) return;
    const hotline = platformSetting(await deps.hotline());
    await deps.messenger.send([
      {
        userId: user.id,
        kind: 'security',
        title: '登录邮箱已验证',
        body: `您的账号已于 ${beijingTime(event.createdAt)} 验证登录邮箱 ${maskEmail(event.payload.email)}，此后可用该邮箱接收登录验证码。如非本人操作，请立即修改密码并更换邮箱。`,
        link: ACCOUNT_LINK,
        dedupeKey: `email-verified-notice:${eventId}`,
        sms: {
          // the address's domain is its owner's words: the SMS shows only a***@q***.com
          text: (sign) =>
            platformText`【${sign}】您的账号已于 ${beijingTime(event.createdAt)} 验证登录邮箱 ${maskedEmail(event.payload.email)}，此后可用该邮箱接收登录验证码。如非本人操作，请立即修改密码并在“账号设置”中更换邮箱，或致电 ${hotline}。`,
          purpose: 'security-notice',
        },
      },
    ]);
  },
});
