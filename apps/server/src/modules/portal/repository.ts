import type { PlatformConfig } from '@rrsp/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/database/client.ts';
import { users } from '../sso/tables.ts';
import { platformConfig } from './tables.ts';

export const createPortalRepository = (db: Database) => ({
  async platformConfig(): Promise<PlatformConfig | null> {
    const [row] = await db.select({ config: platformConfig.config }).from(platformConfig).limit(1);
    return row?.config ?? null;
  },

  async userById(userId: string) {
    const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    return row ?? null;
  },
});

export type PortalRepository = ReturnType<typeof createPortalRepository>;
