import { DEFAULT_PLATFORM_NAME, type PlatformConfig } from '@rrsp/contract';
import type { Database } from '../database/client.ts';
import { defaultPlatformConfig } from './default-config.ts';
import { platformConfig } from './tables.ts';

export const createPlatformConfigRepository = (db: Database) => {
  const stored = async (): Promise<PlatformConfig | null> => {
    const [row] = await db.select({ config: platformConfig.config }).from(platformConfig).limit(1);
    return row?.config ?? null;
  };
  return {
    /** The configuration the portal shows; a blank name falls back to the default title (SPEC.md §1). */
    async current(): Promise<PlatformConfig> {
      const config = (await stored()) ?? defaultPlatformConfig();
      return { ...config, platformName: config.platformName.trim() || DEFAULT_PLATFORM_NAME };
    },
    /** The name that signs every SMS and e-mail. */
    async platformName(): Promise<string> {
      return (await stored())?.platformName.trim() || DEFAULT_PLATFORM_NAME;
    },
  };
};

/** Rows the portal cannot run without, demo or not. Safe at every start. */
export const bootstrapPlatformConfig = async (db: Database): Promise<void> => {
  await db.insert(platformConfig).values({ id: 1, config: defaultPlatformConfig() }).onConflictDoNothing();
};
