import { MobileSchema } from '@rrsp/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../database/client.ts';
import { accountFrozen } from '../http/errors.ts';
import { type UserRow, users } from './tables.ts';

export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<
  Pick<UserRow, 'nickName' | 'email' | 'emailVerifiedAt' | 'mobile' | 'passwordHash' | 'avatarUrl' | 'status'>
>;

/** The one rule for a frozen or disabled account: it may not sign in or act (406). */
export const ensureActive = (user: Pick<UserRow, 'status'>): void => {
  if (user.status !== 'active') throw accountFrozen();
};

/** Users of the identity core; every lookup and write of an account goes through here. */
export const createUserRepository = (db: Database) => {
  const first = async (executor: Executor, where: ReturnType<typeof eq>) => {
    const [row] = await executor.select().from(users).where(where).limit(1);
    return row ?? null;
  };
  return {
    byId: (id: string, executor: Executor = db) => first(executor, eq(users.id, id)),
    /** The accounts of these ids that exist, in no particular order. */
    byIds: (ids: string[], executor: Executor = db): Promise<UserRow[]> =>
      ids.length === 0 ? Promise.resolve([]) : executor.select().from(users).where(inArray(users.id, ids)),
    byUsername: (username: string, executor: Executor = db) =>
      first(executor, sql`lower(${users.username}) = lower(${username})`),
    byMobile: (mobile: string, executor: Executor = db) => first(executor, eq(users.mobile, mobile)),
    /** The account whose confirmed address this is; an unconfirmed one belongs to nobody yet. */
    byVerifiedEmail: (email: string, executor: Executor = db) =>
      first(executor, sql`lower(${users.email}) = lower(${email}) and ${users.emailVerifiedAt} is not null`),
    /** A sign-in name: a mobile number when it looks like one, else a username. */
    byAccount: (account: string, executor: Executor = db) =>
      MobileSchema.safeParse(account).success
        ? first(executor, eq(users.mobile, account))
        : first(executor, sql`lower(${users.username}) = lower(${account})`),

    /** Marks the address confirmed, if it is still the account's address; false when it changed meanwhile. */
    async confirmEmail(userId: string, email: string, executor: Executor = db): Promise<boolean> {
      const rows = await executor
        .update(users)
        .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(users.id, userId), eq(users.email, email)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    async insert(values: NewUser, executor: Executor = db): Promise<UserRow> {
      const [row] = await executor.insert(users).values(values).returning();
      if (!row) throw new Error('user insert returned nothing');
      return row;
    },

    /** A change of the password or the mobile is a change of credentials, and is stamped as one. */
    async update(id: string, changes: UserChanges, executor: Executor = db): Promise<void> {
      const credentials = changes.passwordHash !== undefined || changes.mobile !== undefined;
      await executor
        .update(users)
        .set({
          ...changes,
          updatedAt: new Date(),
          ...(credentials ? { credentialsChangedAt: sql`now()` } : {}),
        })
        .where(eq(users.id, id));
    },

    /**
     * The password hash as it stands, with the row locked against change until the caller's transaction ends: what
     * a sign-in checks before it mints, so a password changed meanwhile is noticed, and one changed after waits.
     */
    async passwordHashForShare(id: string, executor: Executor): Promise<string | null> {
      const [row] = await executor
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, id))
        .for('share');
      return row?.passwordHash ?? null;
    },
  };
};

export type UserRepository = ReturnType<typeof createUserRepository>;
