import { SEAL_MAX_AGE_MS, SEAL_MAX_AHEAD_MS } from '@rrsp/secure-payload';
import { lt } from 'drizzle-orm';
import type { Database } from '../database/client.ts';
import { payloadNonces } from './tables.ts';

/**
 * The nonces of sealed bodies seen lately, in the database so that every instance shares them. A nonce is claimed
 * in one insert: the first request wins, a replay finds it taken. Rows live as long as a sealed body stays fresh;
 * after that the body's own timestamp refuses it.
 */
export const createPayloadNonces = (db: Database) => ({
  async claim(nonce: string): Promise<boolean> {
    const claimed = await db
      .insert(payloadNonces)
      .values({ nonce })
      .onConflictDoNothing()
      .returning({ nonce: payloadNonces.nonce });
    return claimed.length > 0;
  },

  async purgeStale(): Promise<void> {
    const horizon = new Date(Date.now() - SEAL_MAX_AGE_MS - SEAL_MAX_AHEAD_MS);
    await db.delete(payloadNonces).where(lt(payloadNonces.seenAt, horizon));
  },
});

export type PayloadNonces = ReturnType<typeof createPayloadNonces>;
