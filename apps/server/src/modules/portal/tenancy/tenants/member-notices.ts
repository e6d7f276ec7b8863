import { PAGES } from '@rrsp/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { EventJobPayload } from '../../../../platform/events/events.ts';
import { rolesThatCount } from '../../../../platform/identity/roles.ts';
import { maskMobile } from '../../../../platform/masking.ts';
import {
  type PlatformText,
  platformSetting,
  platformText,
  settledTenantName,
} from '../../../../platform/notifier/platform-text.ts';
import { createPlatformConfigRepository } from '../../../../platform/platform-config/platform-config-repository.ts';
import { createInvitationRepository } from './invitation-repository.ts';
import {
  INVITATION_DAYS,
  TENANT_ADMIN_TRANSFERRED,
  TENANT_MEMBER_INVITED,
  TENANT_MEMBER_JOINED,
  TENANT_MEMBER_REMOVED,
} from './member-service.ts';

export const MEMBER_CHANGED_JOB = 'portal:member-changed';
export const INVITATION_SMS_JOB = 'portal:invitation-sms';

export const memberSubscriptions = {
  [TENANT_MEMBER_INVITED]: [INVITATION_SMS_JOB],
  [TENANT_MEMBER_JOINED]: [MEMBER_CHANGED_JOB],
  [TENANT_MEMBER_REMOVED]: [MEMBER_CHANGED_JOB],
  [TENANT_ADMIN_TRANSFERRED]: [MEMBER_CHANGED_JOB],
};

const MemberChangeSchema = z.object({
  tenantId: z.string(),
  /** Who joined, was removed, or received the admin role. */
  userId: z.string(),
  /** The admin who handed the role over (transfers only). */
  previousAdminId: z.string().optional(),
});

interface Notice {
  userId: string;
  title: string;
  body: string;
  link: string | null;
}

/**
 * Hung on the member events: a member who joins is announced to the tenant's admins, a removed member learns that
 * they are out, and a hand-over of the admin role reaches both people. Each notice's dedupe key is the event and its
 * recipient, so a retried job writes each notice once.
 */
export const defineMemberNotices = (app: FastifyInstance) => {
  app.jobs.define<EventJobPayload>(MEMBER_CHANGED_JOB, async ({ eventId }) => {
    const event = await app.events.load(eventId, MemberChangeSchema);
    if (!event) return;
    const { tenantId, userId, previousAdminId } = event.payload;
    const tenant = await app.identity.tenants.byId(tenantId);
    if (!tenant) return;
    const roles = rolesThatCount(tenant);
    const home = roles.includes('participant')
      ? PAGES.participants.home.path
      : roles.includes('servant')
        ? PAGES.servant.home.path
        : null;
    const people = await app.identity.users.byIds([userId, ...(previousAdminId ? [previousAdminId] : [])]);
    const nameOf = (id: string | undefined) => {
      const person = people.find((candidate) => candidate.id === id);
      if (!person) return '（已注销的用户）';
      return person.mobile ? `${person.nickName}（${maskMobile(person.mobile)}）` : person.nickName;
    };
    const name = `「${tenant.name}」`;

    const notices: Notice[] = [];
    if (event.type === TENANT_MEMBER_JOINED) {
      const admins = (await app.identity.memberships.membersOf(tenantId)).filter((member) => member.isAdmin);
      for (const admin of admins) {
        if (admin.userId === userId) continue;
        notices.push({
          userId: admin.userId,
          title: '新成员加入',
          body: `${nameOf(userId)}已接受邀请，加入${name}。`,
          link: home,
        });
      }
    } else if (event.type === TENANT_MEMBER_REMOVED) {
      const left = event.actorUserId === userId;
      notices.push({
        userId,
        title: left ? '您已退出主体' : '您已被移出主体',
        body: left
          ? `您已退出${name}，不能再以该主体身份办理业务。`
          : `您已被${name}的管理员移出该主体，不能再以该主体身份办理业务；如有疑问，请联系该主体管理员。`,
        link: null,
      });
    } else if (event.type === TENANT_ADMIN_TRANSFERRED && previousAdminId) {
      notices.push(
        {
          userId,
          title: '您已成为主体管理员',
          body: `${nameOf(previousAdminId)}已将${name}的管理员身份移交给您，您现在可以邀请和移除成员、办理合作平台入驻。`,
          link: home,
        },
        {
          userId: previousAdminId,
          title: '管理员身份已移交',
          body: `您已将${name}的管理员身份移交给${nameOf(userId)}，您现为该主体的普通成员。`,
          link: home,
        },
      );
    }
    // an account deleted since has nobody to tell (and its notice would break the foreign key on every retry)
    const known = new Set(people.map((person) => person.id));
    const deliverable = notices.filter(
      (notice) => event.type === TENANT_MEMBER_JOINED || known.has(notice.userId),
    );
    await app.messenger.send(
      deliverable.map((notice) => ({
        ...notice,
        kind: 'tenant.members' as const,
        dedupeKey: `${MEMBER_CHANGED_JOB}:${eventId}:${notice.userId}`,
      })),
    );
  });
};

/** The invitee hears of the invitation by SMS, whether or not the number has an account yet. */
export const defineInvitationSms = (app: FastifyInstance) => {
  const platform = createPlatformConfigRepository(app.db);
  const invitations = createInvitationRepository(app.db);
  app.jobs.define<EventJobPayload>(INVITATION_SMS_JOB, async ({ eventId }) => {
    const event = await app.events.load(eventId, z.object({ invitationId: z.string() }));
    if (!event) return;
    const invitation = await invitations.toAnnounce(event.payload.invitationId);
    if (!invitation) return;
    // the SMS names the tenant only once an operator approved its settlement: before that its name is its own words
    const { tenantName, tenantStatus } = invitation;
    const inviter =
      tenantStatus === 'approved'
        ? platformText`「${settledTenantName({ name: tenantName, status: tenantStatus })}」`
        : platformText`一个主体`;
    const sms = {
      mobile: invitation.mobile,
      text: (sign: PlatformText) =>
        platformText`【${sign}】${inviter}邀请您成为主体成员。请在 ${INVITATION_DAYS} 天内用本手机号登录或注册平台，在工作台接受邀请。`,
      purpose: 'tenant-invitation',
    };
    const dedupeKey = `${INVITATION_SMS_JOB}:${eventId}`;
    const invitee = await app.identity.users.byMobile(invitation.mobile);
    // a number without an account has no preferences and no message centre yet: the SMS is all it can get
    if (!invitee) {
      await app.notifier.sendSms(
        {
          mobile: sms.mobile,
          text: sms.text(platformSetting(await platform.platformName())),
          purpose: sms.purpose,
        },
        { dedupeKey: `${dedupeKey}:sms` },
      );
      return;
    }
    await app.messenger.send([
      {
        userId: invitee.id,
        kind: 'tenant.invitation',
        title: '主体成员邀请',
        body: `「${invitation.tenantName}」邀请您成为主体成员，请在 ${INVITATION_DAYS} 天内在工作台接受邀请。`,
        link: PAGES.participants.home.path,
        dedupeKey,
        sms,
      },
    ]);
  });
};
