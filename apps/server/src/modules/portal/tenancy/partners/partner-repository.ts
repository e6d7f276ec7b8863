import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../../platform/database/client.ts';
import { partnerSettlements } from './tables.ts';

export type PartnerSettlementRow = typeof partnerSettlements.$inferSelect;

/** Which partner platforms each tenant has settled on. */
export const createPartnerRepository = (db: Database) => ({
  settledOn: (tenantId: string): Promise<PartnerSettlementRow[]> =>
    db.select().from(partnerSettlements).where(eq(partnerSettlements.tenantId, tenantId)),

  /** Records the settlement once (a repeated or parallel one changes nothing) and answers the one that exists. */
  async settleOnce(
    tenantId: string,
    platformCode: string,
    settledBy: string,
  ): Promise<PartnerSettlementRow | null> {
    await db.insert(partnerSettlements).values({ tenantId, platformCode, settledBy }).onConflictDoNothing();
    const [row] = await db
      .select()
      .from(partnerSettlements)
      .where(
        and(eq(partnerSettlements.tenantId, tenantId), eq(partnerSettlements.platformCode, platformCode)),
      );
    return row ?? null;
  },
});

export type PartnerRepository = ReturnType<typeof createPartnerRepository>;
