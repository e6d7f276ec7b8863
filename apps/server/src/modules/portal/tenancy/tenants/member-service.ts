import type { InvitationForMe, PendingInvitationSchema, TenantMembers } from '@rrsp/contract';
import type { z } from 'zod';
import type { Database, Transaction } from '../../../../platform/database/client.ts';
import type { EventLog } from '../../../../platform/events/events.ts';
import { AppError, badRequest, businessRule, conflict, notFound } from '../../../../platform/http/errors.ts';
import type { Memberships } from '../../../../platform/identity/memberships.ts';
import { maskMobile } from '../../../../platform/masking.ts';
import type { RateLimiter } from '../../../../platform/rate-limit/rate-limiter.ts';
import { createInvitationRepository, type InvitationRow } from './invitation-repository.ts';

export const TENANT_MEMBER_INVITED = 'tenant.member-invited';
/** Member changes the work areas report (member-notices.ts); each recorded in the transaction of the change. */
export const TENANT_MEMBER_JOINED = 'tenant.member-joined';
export const TENANT_MEMBER_REMOVED = 'tenant.member-removed';
export const TENANT_ADMIN_TRANSFERRED = 'tenant.admin-transferred';
export const TENANT_INVITATION_WITHDRAWN = 'tenant.invitation-withdrawn';
export const INVITATION_DAYS = 7;
/** Invitations one tenant may send a day: a real team grows by a few people, not by a mailing list. */
export const INVITATIONS_PER_TENANT_PER_DAY = 20;

export interface MemberServiceDeps {
  db: Database;
  memberships: Memberships;
  limiter: RateLimiter;
  events: EventLog;
}

/** Who acts: a signed-in user, and for admin actions the tenant they administer (checked by the access rule). */
interface Actor {
  userId: string;
  tenantId: string;
}

const invitationGone = () => notFound('邀请不存在或已失效，请联系主体管理员重新邀请');

const pendingOf = (row: InvitationRow): z.infer<typeof PendingInvitationSchema> => ({
  invitationId: row.id,
  mobile: maskMobile(row.mobile),
  invitedAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

/** Members of a tenant: invitations by mobile, accepting them, removing members, handing over the admin role. */
export const createMemberService = ({ db, memberships, limiter, events }: MemberServiceDeps) => {
  const invitations = createInvitationRepository(db);

  /**
   * The tenant's membership rows, locked, once the actor is found still an admin among them. The access rule read the
   * role before the request waited for these locks; a hand-over committed meanwhile has made the actor a plain member.
   */
  const lockMembersAsAdmin = async (tx: Transaction, actor: Actor) => {
    const members = await memberships.lockMembersOf(actor.tenantId, tx);
    const self = members.find((member) => member.userId === actor.userId);
    if (!self?.isAdmin) throw new AppError('TENANT_ADMIN_ONLY', '您已不是本主体的管理员');
    return members;
  };

  return {
    async membersOf(tenantId: string): Promise<TenantMembers> {
      const members = await memberships.membersOf(tenantId);
      const open = await invitations.openOf(tenantId);
      return {
        members: members.map((member) => ({
          userId: member.userId,
          nickName: member.nickName,
          mobile: member.mobile ? maskMobile(member.mobile) : null,
          isAdmin: member.isAdmin,
          joinedAt: member.joinedAt.toISOString(),
        })),
        invitations: open.map(pendingOf),
      };
    },

    /**
     * Invites a mobile number, whether or not it has an account yet (the answer does not say): the holder gets an SMS
     * and accepts after signing in or signing up. One pending invitation per tenant and number: inviting it again
     * before it expires is refused and sends nothing (each invitation's event is what queues its SMS).
     */
    async invite(actor: Actor, mobile: string) {
      await limiter.hit([
        {
          bucket: `tenant-invite:tenant:${actor.tenantId}`,
          limit: INVITATIONS_PER_TENANT_PER_DAY,
          windowSeconds: 86_400,
          message: '今日发出的邀请已达上限',
        },
      ]);
      return db.transaction(async (tx) => {
        if (await invitations.isMemberByMobile(actor.tenantId, mobile, tx)) {
          throw conflict('该手机号已是本主体成员', [{ field: 'mobile', message: '已是本主体成员' }]);
        }
        const invitation = await invitations.open(
          { tenantId: actor.tenantId, mobile, invitedBy: actor.userId, days: INVITATION_DAYS },
          tx,
        );
        if (!invitation) {
          throw conflict(`已向该手机号发出邀请，${INVITATION_DAYS} 天内有效，请等待对方接受`, [
            { field: 'mobile', message: '已邀请，等待对方接受' },
          ]);
        }
        await events.record(tx, {
          type: TENANT_MEMBER_INVITED,
          payload: { invitationId: invitation.id },
          actorUserId: actor.userId,
        });
        return pendingOf(invitation);
      });
    },

    /** Open invitations to the user's own mobile, from tenants they are not in yet. */
    async invitationsFor(userId: string): Promise<InvitationForMe[]> {
      const rows = await invitations.openForUser(userId);
      return rows.map((row) => ({
        invitationId: row.invitation.id,
        tenantName: row.tenantName,
        invitedBy: row.invitedBy ?? '主体管理员',
        invitedAt: row.invitation.createdAt.toISOString(),
        expiresAt: row.invitation.expiresAt.toISOString(),
      }));
    },

    /**
     * Accepts an invitation sent to the user's own mobile: the membership and the invitation used up, one transaction,
     * the invitation row locked so that two clicks make one member. Anyone else's invitation looks like a missing one.
     */
    async accept(userId: string, invitationId: string) {
      return db.transaction(async (tx) => {
        const row = await invitations.lockForAcceptance(invitationId, userId, tx);
        const invitation = row?.invitation;
        if (
          !row ||
          !invitation ||
          invitation.acceptedAt ||
          invitation.expiresAt.getTime() <= Date.now() ||
          row.mobile !== invitation.mobile
        ) {
          throw invitationGone();
        }
        await memberships.join(invitation.tenantId, userId, tx);
        await invitations.markAccepted(invitation.id, userId, tx);
        await events.record(tx, {
          type: TENANT_MEMBER_JOINED,
          payload: { tenantId: invitation.tenantId, userId },
          actorUserId: userId,
        });
        return { tenantId: invitation.tenantId, tenantName: row.tenantName };
      });
    },

    /**
     * Withdraws a pending invitation of the actor's tenant (decided under the members' lock, like every admin change):
     * its holder can no longer accept it, and the number may be invited again. Another tenant's, an accepted or an
     * unknown invitation is a missing one.
     */
    async withdraw(actor: Actor, invitationId: string): Promise<null> {
      return db.transaction(async (tx) => {
        await lockMembersAsAdmin(tx, actor);
        if (!(await invitations.withdraw(actor.tenantId, invitationId, tx))) {
          throw notFound('邀请不存在，或已被接受');
        }
        await events.record(tx, {
          type: TENANT_INVITATION_WITHDRAWN,
          payload: { tenantId: actor.tenantId, invitationId },
          actorUserId: actor.userId,
        });
        return null;
      });
    },

    /**
     * Removes a member; the last admin stays, and only an admin removes (decided on locked rows, so two admins cannot
     * remove each other, and an admin who has just handed over the role cannot remove anyone).
     */
    async remove(actor: Actor, userId: string): Promise<null> {
      return db.transaction(async (tx) => {
        const members = await lockMembersAsAdmin(tx, actor);
        const target = members.find((member) => member.userId === userId);
        if (!target) throw notFound('该用户不是本主体成员');
        const admins = members.filter((member) => member.isAdmin).length;
        if (target.isAdmin && admins <= 1) {
          throw businessRule('主体至少需要保留一名管理员，请先将管理员身份移交给其他成员');
        }
        await memberships.leave(actor.tenantId, userId, tx);
        await events.record(tx, {
          type: TENANT_MEMBER_REMOVED,
          payload: { tenantId: actor.tenantId, userId },
          actorUserId: actor.userId,
        });
        return null;
      });
    },

    /** Hands the admin role to another member; the actor becomes an ordinary member, in one transaction. */
    async transferAdmin(actor: Actor, userId: string): Promise<null> {
      if (userId === actor.userId) {
        throw badRequest('请选择其他成员', [{ field: 'userId', message: '不能移交给自己' }]);
      }
      return db.transaction(async (tx) => {
        const members = await lockMembersAsAdmin(tx, actor);
        if (!members.some((member) => member.userId === userId)) throw notFound('该用户不是本主体成员');
        await memberships.setAdmin(actor.tenantId, userId, true, tx);
        await memberships.setAdmin(actor.tenantId, actor.userId, false, tx);
        await events.record(tx, {
          type: TENANT_ADMIN_TRANSFERRED,
          payload: { tenantId: actor.tenantId, userId, previousAdminId: actor.userId },
          actorUserId: actor.userId,
        });
        return null;
      });
    },
  };
};

export type MemberService = ReturnType<typeof createMemberService>;
