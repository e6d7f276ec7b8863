import { randomBytes, randomUUID } from 'node:crypto';
import { creditCodeCheckChar, type OperatorRole, type TenantRole } from '@rrsp/contract';
import { eq } from 'drizzle-orm';
import { hashAppSecret } from '../src/platform/auth/app-registry.ts';
import { registeredApps } from '../src/platform/auth/tables.ts';
import type { Database } from '../src/platform/database/client.ts';
import { createSessionStore } from '../src/platform/identity/session-store.ts';
import { sessions, tenantMembers, tenants, type UserStatus, users } from '../src/platform/identity/tables.ts';
import { hashToken } from '../src/platform/identity/tokens.ts';

let sequence = 0;
const next = () => {
  sequence += 1;
  return `${Date.now().toString(36)}${sequence}`;
};

export const createUser = async (
  db: Database,
  options: { operatorRoles?: OperatorRole[]; status?: UserStatus; username?: string } = {},
) => {
  const username = options.username ?? `user_${next()}`;
  const [row] = await db
    .insert(users)
    .values({
      username,
      nickName: `测试用户${sequence}`,
      mobile: `139${String(10_000_000 + Math.floor(Math.random() * 89_999_999)).slice(0, 8)}`,
      operatorRoles: options.operatorRoles ?? [],
      status: options.status ?? 'active',
    })
    .returning();
  if (!row) throw new Error('user not created');
  return row;
};

export const createTenant = async (
  db: Database,
  roles: TenantRole[],
  status: 'approved' | 'pending' = 'approved',
) => {
  const body = `91520100MA${randomUUID().replaceAll('-', '').slice(0, 7).toUpperCase()}`;
  const [row] = await db
    .insert(tenants)
    .values({ name: `测试主体${next()}`, creditCode: `${body}${creditCodeCheckChar(body)}`, roles, status })
    .returning();
  if (!row) throw new Error('tenant not created');
  return row;
};

export const addMember = async (db: Database, tenantId: string, userId: string, isAdmin = false) => {
  await db.insert(tenantMembers).values({ tenantId, userId, isAdmin });
};

const policy = { idleMs: 2 * 3_600_000, maxAgeMs: 7 * 24 * 3_600_000 };

export const openSession = async (db: Database, userId: string) =>
  (await createSessionStore(db, policy).open(userId)).token;

export const expireSession = async (db: Database, token: string) => {
  await db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(sessions.tokenHash, hashToken(token)));
};

/** An outside system allowed to feed the dashboard: its headers carry the app key, endpoint code and secret. */
export const createIngestApp = async (db: Database) => {
  const appKey = `ingest-${next()}`;
  const secret = randomBytes(32).toString('base64url');
  await db.insert(registeredApps).values({
    appKey,
    name: '测试数据源',
    endpointCodes: ['data-ingest'],
    secretHash: hashAppSecret(secret),
  });
  return { appKey, secret, headers: { appKey, endpointCode: 'data-ingest', appSecret: secret } };
};
