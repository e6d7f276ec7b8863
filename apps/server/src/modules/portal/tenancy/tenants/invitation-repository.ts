import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../../platform/database/client.ts';
import { type TenantRow, tenantMembers, tenants, users } from '../../../../platform/identity/tables.ts';
import { tenantInvitations } from './tables.ts';

export type InvitationRow = typeof tenantInvitations.$inferSelect;

/**
 * Invitations to join a tenant, by mobile number: one open invitation per tenant and number, pending until it expires
 * or the tenant withdraws it.
 */
export const createInvitationRepository = (db: Database) => ({
  /** The tenant's invitations still open, newest first. */
  openOf(tenantId: string): Promise<InvitationRow[]> {
    return db
      .select()
      .from(tenantInvitations)
      .where(
        and(
          eq(tenantInvitations.tenantId, tenantId),
          isNull(tenantInvitations.acceptedAt),
          gt(tenantInvitations.expiresAt, sql`now()`),
        ),
      )
      .orderBy(desc(tenantInvitations.createdAt));
  },

  /** Whether the holder of this mobile is already a member of the tenant. */
  async isMemberByMobile(tenantId: string, mobile: string, executor: Executor = db): Promise<boolean> {
    const [member] = await executor
      .select({ userId: users.id })
      .from(users)
      .innerJoin(tenantMembers, eq(tenantMembers.userId, users.id))
      .where(and(eq(users.mobile, mobile), eq(tenantMembers.tenantId, tenantId)))
      .limit(1);
    return member !== undefined;
  },

  /**
   * Opens an invitation for `days`, or reopens an expired one to the same number (a new sender, a new expiry); null
   * while one is still pending. The unique index on open invitations decides, so of parallel invitations of one number
   * exactly one gets a row back: the others wait for its commit, then find it pending.
   */
  async open(
    invitation: { tenantId: string; mobile: string; invitedBy: string; days: number },
    tx: Executor,
  ): Promise<InvitationRow | null> {
    const expires = sql`now() + make_interval(days => ${invitation.days})`;
    const [row] = await tx
      .insert(tenantInvitations)
      .values({
        tenantId: invitation.tenantId,
        mobile: invitation.mobile,
        invitedBy: invitation.invitedBy,
        expiresAt: expires,
      })
      .onConflictDoUpdate({
        target: [tenantInvitations.tenantId, tenantInvitations.mobile],
        targetWhere: isNull(tenantInvitations.acceptedAt),
        set: { invitedBy: invitation.invitedBy, createdAt: sql`now()`, expiresAt: expires },
        // the row as locked (re-read after a parallel reopening commits): only an expired one is reopened
        setWhere: sql`${tenantInvitations.expiresAt} <= now()`,
      })
      .returning();
    return row ?? null;
  },

  /** Open invitations to the user's own mobile, from tenants they are not in yet, newest first. */
  openForUser(userId: string) {
    return db
      .select({
        invitation: tenantInvitations,
        tenantName: tenants.name,
        invitedBy: sql<
          string | null
        >`(select nick_name from users inviter where inviter.id = ${tenantInvitations.invitedBy})`,
      })
      .from(tenantInvitations)
      .innerJoin(users, eq(users.mobile, tenantInvitations.mobile))
      .innerJoin(tenants, eq(tenants.id, tenantInvitations.tenantId))
      .where(
        and(
          eq(users.id, userId),
          isNull(tenantInvitations.acceptedAt),
          gt(tenantInvitations.expiresAt, sql`now()`),
          sql`not exists (select 1 from ${tenantMembers} where ${tenantMembers.tenantId} = ${tenantInvitations.tenantId} and ${tenantMembers.userId} = ${userId})`,
        ),
      )
      .orderBy(desc(tenantInvitations.createdAt));
  },

  /**
   * The invitation, locked until the transaction ends, with its tenant's name and the mobile of the user about to
   * accept it: two clicks on one invitation make one member.
   */
  async lockForAcceptance(invitationId: string, userId: string, tx: Executor) {
    const [row] = await tx
      .select({ invitation: tenantInvitations, tenantName: tenants.name, mobile: users.mobile })
      .from(tenantInvitations)
      .innerJoin(tenants, eq(tenants.id, tenantInvitations.tenantId))
      .innerJoin(users, eq(users.id, userId))
      .where(eq(tenantInvitations.id, invitationId))
      .for('update', { of: tenantInvitations });
    return row ?? null;
  },

  /** Withdraws the tenant's pending invitation: gone, so the number may be invited again at once. */
  async withdraw(tenantId: string, invitationId: string, tx: Executor): Promise<boolean> {
    const removed = await tx
      .delete(tenantInvitations)
      .where(
        and(
          eq(tenantInvitations.id, invitationId),
          eq(tenantInvitations.tenantId, tenantId),
          isNull(tenantInvitations.acceptedAt),
        ),
      )
      .returning({ id: tenantInvitations.id });
    return removed.length > 0;
  },

  async markAccepted(invitationId: string, userId: string, tx: Executor): Promise<void> {
    await tx
      .update(tenantInvitations)
      .set({ acceptedAt: sql`now()`, acceptedBy: userId })
      .where(eq(tenantInvitations.id, invitationId));
  },

  /** What the invitation SMS says: the number, and the inviting tenant with its status (its name is checked once settled). */
  async toAnnounce(
    invitationId: string,
  ): Promise<{ mobile: string; tenantName: string; tenantStatus: TenantRow['status'] } | null> {
    const [invitation] = await db
      .select({ mobile: tenantInvitations.mobile, tenantName: tenants.name, tenantStatus: tenants.status })
      .from(tenantInvitations)
      .innerJoin(tenants, eq(tenants.id, tenantInvitations.tenantId))
      .where(eq(tenantInvitations.id, invitationId));
    return invitation ?? null;
  },
});

export type InvitationRepository = ReturnType<typeof createInvitationRepository>;
