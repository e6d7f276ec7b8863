import type { TenantOfUser } from '@rrsp/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../database/client.ts';
import { rolesThatCount } from './roles.ts';
import { tenantMembers, tenants, users } from './tables.ts';

/** A user's membership rows with their tenants, by tenant name: what the session and the tenant list both read. */
export const membershipRowsOf = (executor: Executor, userId: string) =>
  executor
    .select({
      tenantId: tenants.id,
      tenantName: tenants.name,
      status: tenants.status,
      roles: tenants.roles,
      isAdmin: tenantMembers.isAdmin,
      chosenAt: tenantMembers.chosenAt,
    })
    .from(tenantMembers)
    .innerJoin(tenants, eq(tenants.id, tenantMembers.tenantId))
    .where(eq(tenantMembers.userId, userId))
    .orderBy(asc(tenants.name));

/** The tenants a user belongs to, and which one they work in (the chosen tenant, DESIGN.md §5). */
export const createMemberships = (db: Database) => ({
  /**
   * Every tenant of the user, the chosen one marked: the one chosen last while still a member, else the first
   * approved one (by name), else none. Forgetting a tenant needs no step: its membership row goes, and its mark with it.
   */
  async tenantsOf(userId: string): Promise<TenantOfUser[]> {
    const rows = await membershipRowsOf(db, userId);
    const lastChosen = rows
      .filter((row) => row.chosenAt !== null)
      .sort((a, b) => Number(b.chosenAt) - Number(a.chosenAt))[0];
    const chosen = lastChosen ?? rows.find((row) => row.status === 'approved') ?? null;
    return rows.map((row) => ({
      tenantId: row.tenantId,
      tenantName: row.tenantName,
      status: row.status,
      roles: rolesThatCount(row),
      isAdmin: row.isAdmin,
      chosen: row === chosen,
    }));
  },

  /** Marks the tenant chosen; false when the user is not (or no longer) a member of it. */
  async choose(userId: string, tenantId: string): Promise<boolean> {
    const marked = await db
      .update(tenantMembers)
      .set({ chosenAt: sql`clock_timestamp()` })
      .where(and(eq(tenantMembers.userId, userId), eq(tenantMembers.tenantId, tenantId)))
      .returning({ tenantId: tenantMembers.tenantId });
    return marked.length > 0;
  },

  /** The members of a tenant with who they are, admins first. */
  membersOf: (tenantId: string, executor: Executor = db) =>
    executor
      .select({
        userId: users.id,
        nickName: users.nickName,
        mobile: users.mobile,
        isAdmin: tenantMembers.isAdmin,
        joinedAt: tenantMembers.createdAt,
      })
      .from(tenantMembers)
      .innerJoin(users, eq(users.id, tenantMembers.userId))
      .where(eq(tenantMembers.tenantId, tenantId))
      .orderBy(desc(tenantMembers.isAdmin), asc(tenantMembers.createdAt)),

  /**
   * The tenant's membership rows, locked until the transaction ends: a change that must keep an admin decides on
   * rows no parallel change can alter meanwhile.
   */
  lockMembersOf: (tenantId: string, tx: Executor) =>
    tx
      .select({ userId: tenantMembers.userId, isAdmin: tenantMembers.isAdmin })
      .from(tenantMembers)
      .where(eq(tenantMembers.tenantId, tenantId))
      .for('update'),

  /** Whether the user administers the tenant. */
  async isAdminOf(tenantId: string, userId: string, executor: Executor = db): Promise<boolean> {
    const [row] = await executor
      .select({ isAdmin: tenantMembers.isAdmin })
      .from(tenantMembers)
      .where(and(eq(tenantMembers.tenantId, tenantId), eq(tenantMembers.userId, userId)));
    return row?.isAdmin ?? false;
  },

  /** Adds a member; true when they were not one already. */
  async join(tenantId: string, userId: string, tx: Executor): Promise<boolean> {
    const added = await tx
      .insert(tenantMembers)
      .values({ tenantId, userId })
      .onConflictDoNothing()
      .returning({ userId: tenantMembers.userId });
    return added.length > 0;
  },

  async leave(tenantId: string, userId: string, tx: Executor): Promise<void> {
    await tx
      .delete(tenantMembers)
      .where(and(eq(tenantMembers.tenantId, tenantId), eq(tenantMembers.userId, userId)));
  },

  async setAdmin(tenantId: string, userId: string, isAdmin: boolean, tx: Executor): Promise<void> {
    await tx
      .update(tenantMembers)
      .set({ isAdmin })
      .where(and(eq(tenantMembers.tenantId, tenantId), eq(tenantMembers.userId, userId)));
  },
});

export type Memberships = ReturnType<typeof createMemberships>;
