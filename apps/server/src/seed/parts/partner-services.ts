import { inArray } from 'drizzle-orm';
import { defaultPlatformConfig } from '../../modules/portal/default-config.ts';
import { casServices } from '../../modules/sso/tables.ts';
import type { Database } from '../../platform/database/client.ts';
import { countRows, runPart } from './run-part.ts';

/** The partner platforms of the default configuration may receive tickets: each becomes a CAS service. */
export const seedPartnerServices = async (db: Database): Promise<number> => {
  const partners = defaultPlatformConfig().partnerPlatforms;
  const codes = partners.map((partner) => partner.code);
  return (
    (await runPart(db, {
      isDone: async (executor) =>
        (await countRows(executor, casServices, inArray(casServices.id, codes))) === codes.length,
      prepare: async () => undefined,
      write: async (tx) => {
        const rows = await tx
          .insert(casServices)
          .values(
            partners.map((partner) => ({ id: partner.code, name: partner.name, urlPrefixes: [partner.url] })),
          )
          .onConflictDoNothing()
          .returning({ id: casServices.id });
        return rows.length;
      },
    })) ?? 0
  );
};
