import { SEAL_MAX_AGE_MS, SEAL_MAX_AHEAD_MS } from '@rrsp/secure-payload';
import { sql } from 'drizzle-orm';
import type { Database } from '../database/client.ts';
import { payloadNonces } from './tables.ts';

/**
 * The nonces of sealed bodies seen lately, in the database so that every instance shares them. A nonce is claimed
 * in one insert: the first request wins, a replay finds it taken. Rows live as long as a sealed body stays fresh;
 * after that the body's own timestamp refuses it.
 */
const CLOCK_MARGIN_SECONDS = 60;

export const createPayloadNonces = (db: Database) => ({
  async claim(nonce: string): Promise<boolean> {
    const claimed = await db
      .insert(payloadNonces)
      .values({ nonce })
      .onConflictDoNothing()
      .returning({ nonce: payloadNonces.nonce });
    return claimed.length > 0;
  },

  /** By the database's clock, which stamped the rows, with a minute more for instances whose clocks run behind it. */
  async purgeStale(): Promise<void> {
    const keepSeconds = (SEAL_MAX_AGE_MS + SEAL_MAX_AHEAD_MS) / 1000 + CLOCK_MARGIN_SECONDS;
    await db
      .delete(payloadNonces)
      .where(sql`${payloadNonces.seenAt} < now() - make_interval(secs => ${keepSeconds})`);
  },
});

export type PayloadNonces = ReturnType<typeof createPayloadNonces>;
