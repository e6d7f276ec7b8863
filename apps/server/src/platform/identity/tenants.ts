import type { TenantRole, TenantType } from '@rrsp/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../database/client.ts';
import { type TenantRow, tenantMembers, tenants } from './tables.ts';

/** What an approved settlement verified of an entity. */
export interface SettledEntity {
  name: string;
  creditCode: string;
  type: TenantType;
  regionCode: string;
  roles: TenantRole[];
}

/** The tenants of the identity core: read by every module, written only here. */
export const createTenantRepository = (db: Database) => ({
  async byId(id: string, executor: Executor = db): Promise<TenantRow | null> {
    const [row] = await executor.select().from(tenants).where(eq(tenants.id, id));
    return row ?? null;
  },

  async byCreditCode(creditCode: string, executor: Executor = db): Promise<TenantRow | null> {
    const [row] = await executor.select().from(tenants).where(eq(tenants.creditCode, creditCode)).limit(1);
    return row ?? null;
  },

  /** The tenant, when the user is one of its members; null otherwise. */
  async ofMember(tenantId: string, userId: string): Promise<TenantRow | null> {
    const [row] = await db
      .select({ tenant: tenants })
      .from(tenants)
      .innerJoin(tenantMembers, and(eq(tenantMembers.tenantId, tenants.id), eq(tenantMembers.userId, userId)))
      .where(eq(tenants.id, tenantId))
      .limit(1);
    return row?.tenant ?? null;
  },

  /** The tenant of a credit code, locked until the caller's transaction ends (a settlement decides on it). */
  async lockByCreditCode(creditCode: string, tx: Executor): Promise<TenantRow | null> {
    const [row] = await tx.select().from(tenants).where(eq(tenants.creditCode, creditCode)).for('update');
    return row ?? null;
  },

  /**
   * Records an approved settlement: a new tenant, or the existing one of that code brought up to date and given the
   * new roles beside the ones it holds. The date it was first settled stays: partners read it as "settled since".
   * `existing` must be what `lockByCreditCode` returned in the same transaction: its roles are merged as read.
   */
  async settle(entity: SettledEntity, existing: TenantRow | null, tx: Executor): Promise<string> {
    if (existing) {
      await tx
        .update(tenants)
        .set({
          name: entity.name,
          type: entity.type,
          regionCode: entity.regionCode,
          status: 'approved',
          roles: [...new Set([...existing.roles, ...entity.roles])].sort(),
          settledAt: sql`coalesce(${tenants.settledAt}, now())`,
        })
        .where(eq(tenants.id, existing.id));
      return existing.id;
    }
    const [created] = await tx
      .insert(tenants)
      .values({ ...entity, status: 'approved', settledAt: sql`now()` })
      .returning({ id: tenants.id });
    if (!created) throw new Error('tenant insert returned nothing');
    return created.id;
  },
});

export type TenantRepository = ReturnType<typeof createTenantRepository>;
