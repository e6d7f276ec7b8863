import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../platform/database/client.ts';
import { hashPassword } from '../../platform/identity/password.ts';
import { tenantMembers, tenants, users } from '../../platform/identity/tables.ts';
import { SeedDataError } from '../load/data-file.ts';
import type { SeedData } from '../load/seed-data.ts';
import { countRows, runPart } from './run-part.ts';

/** The demo operator whose name the seeded settlement, shelf and report decisions carry. */
export const demoReviewerName = (data: Pick<SeedData, 'accounts'>): string => {
  const reviewer = data.accounts.users.find((user) => user.operatorRoles.includes('marketReviewer'));
  if (!reviewer)
    throw new SeedDataError('accounts/users.json', 'operatorRoles', '没有一位「入驻与上架审核」运营人员');
  return reviewer.username;
};

export interface DemoAccount {
  username: string;
  nickName: string;
  mobile: string;
  password: string;
  role: string;
}

export const formatDemoAccounts = (accounts: DemoAccount[]): string =>
  [
    '乡村振兴服务平台 演示账号（仅首次启动时生成；生产环境请设置 SEED_DEMO=false）',
    ...accounts.map((a) => `  ${a.username.padEnd(12)} 密码 ${a.password}  手机 ${a.mobile}  ${a.role}`),
    '',
  ].join('\n');

/** A readable one-off password: the demo is meant to be tried, but never with a password printed in the README. */
const demoPassword = () => `Qz-${randomBytes(9).toString('base64url')}`;

/**
 * Demo tenants, settled tenants and demo accounts, on a database without users only (docs/decisions/003): it never
 * touches real accounts and never prints passwords twice. Returns the accounts it created, with their passwords,
 * after writing them to DATA_DIR/demo-accounts.txt before the commit, so a crash later in the seed cannot lose them.
 */
export const seedAccounts = async (
  db: Database,
  accounts: SeedData['accounts'],
  dataDir: string,
): Promise<DemoAccount[]> =>
  (await runPart(db, {
    isDone: async (executor) => (await countRows(executor, users)) > 0,
    prepare: async () => {
      // one after another: the hashing line is short on purpose (platform/identity/password.ts)
      const prepared = [];
      for (const user of accounts.users) {
        const password = demoPassword();
        prepared.push({ user, password, hash: await hashPassword(password) });
      }
      return prepared;
    },
    write: async (tx, created) => {
      // tenants hardly exist without users, but one holding a demo credit code must not stop every start
      await tx
        .insert(tenants)
        .values(
          [...accounts.tenants, ...accounts.settledTenants].map((tenant) => ({
            name: tenant.name,
            creditCode: tenant.creditCode,
            roles: tenant.roles,
            status: 'approved' as const,
          })),
        )
        .onConflictDoNothing();
      const codes = accounts.tenants.map((tenant) => tenant.creditCode);
      const rows = await tx
        .select({ id: tenants.id, creditCode: tenants.creditCode })
        .from(tenants)
        .where(inArray(tenants.creditCode, codes));
      const tenantIdByKey = new Map(
        accounts.tenants.map((tenant) => [
          tenant.key,
          rows.find((r) => r.creditCode === tenant.creditCode)?.id,
        ]),
      );

      for (const { user, hash } of created) {
        const [row] = await tx
          .insert(users)
          .values({
            username: user.username,
            nickName: user.nickName,
            mobile: user.mobile,
            passwordHash: hash,
            operatorRoles: user.operatorRoles,
          })
          .returning({ id: users.id });
        const tenantId = user.tenant ? tenantIdByKey.get(user.tenant) : undefined;
        if (row && tenantId)
          await tx.insert(tenantMembers).values({ tenantId, userId: row.id, isAdmin: true });
      }

      const demoAccounts = created.map(({ user, password }) => ({
        username: user.username,
        nickName: user.nickName,
        mobile: user.mobile,
        password,
        role: user.role,
      }));
      await fs.mkdir(dataDir, { recursive: true });
      await fs.writeFile(path.join(dataDir, 'demo-accounts.txt'), formatDemoAccounts(demoAccounts), {
        mode: 0o600,
      });
      return demoAccounts;
    },
  })) ?? [];
