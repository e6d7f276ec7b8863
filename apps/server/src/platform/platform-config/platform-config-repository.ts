import { isDeepStrictEqual } from 'node:util';
import {
  DEFAULT_PLATFORM_NAME,
  type Page,
  type PartnerPlatformSettings,
  PLATFORM_SETTING_LABELS,
  type PlatformConfig,
  type PlatformSettings,
  type PlatformSettingsState,
  type PlatformSettingsVersion,
} from '@rrsp/contract';
import { desc, eq } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../database/client.ts';
import { offsetOf, toPage } from '../database/paging.ts';
import { users } from '../identity/tables.ts';
import { defaultPlatformSettings } from './default-config.ts';
import { type PlatformConfigVersionRow, platformConfig, platformConfigVersions } from './tables.ts';

/** What the public sees: everything but the partners' app keys; a blank name falls back to the default title. */
export const publicConfigOf = ({
  editorialSelfPublish: _internal,
  ...settings
}: PlatformSettings): PlatformConfig => ({
  ...settings,
  platformName: settings.platformName.trim() || DEFAULT_PLATFORM_NAME,
  partnerPlatforms: settings.partnerPlatforms.map(({ code, name, description, url, platformId }) => ({
    code,
    name,
    description,
    url,
    platformId,
  })),
});

/** The fields whose value differs between two states of the settings (jsonb keeps no key order: compare deeply). */
export const changedSettings = (before: PlatformSettings | null, after: PlatformSettings) =>
  (Object.keys(PLATFORM_SETTING_LABELS) as (keyof PlatformSettings)[]).filter(
    (key) => before === null || !isDeepStrictEqual(before[key], after[key]),
  );

export const createPlatformConfigRepository = (db: Database) => {
  const stored = async (executor: Executor = db): Promise<PlatformSettings | null> => {
    const [row] = await executor.select({ config: platformConfig.config }).from(platformConfig).limit(1);
    return row?.config ?? null;
  };

  const stateOf = async (executor: Executor): Promise<PlatformSettingsState> => {
    const [row] = await executor
      .select({
        config: platformConfig.config,
        version: platformConfig.version,
        savedAt: platformConfig.updatedAt,
        savedByName: users.nickName,
      })
      .from(platformConfig)
      .leftJoin(platformConfigVersions, eq(platformConfigVersions.version, platformConfig.version))
      .leftJoin(users, eq(users.id, platformConfigVersions.savedBy))
      .limit(1);
    if (!row) throw new Error('platform_config has no row: bootstrapPlatformConfig did not run');
    return {
      settings: row.config,
      version: row.version,
      savedAt: row.savedAt.toISOString(),
      savedByName: row.savedByName,
    };
  };

  return {
    /** The configuration the portal shows (SPEC.md §1, §7). */
    async current(): Promise<PlatformConfig> {
      return publicConfigOf((await stored()) ?? defaultPlatformSettings());
    },
    /** The name that signs every SMS and e-mail. */
    /** Read on the caller's transaction when given: a sender holding locks never waits for a second connection. */
    async platformName(executor: Executor = db): Promise<string> {
      return (await stored(executor))?.platformName.trim() || DEFAULT_PLATFORM_NAME;
    },
    /** The partner platforms with their app keys, as the console last set them. */
    async partners(): Promise<PartnerPlatformSettings[]> {
      return (await stored())?.partnerPlatforms ?? [];
    },
    state: (executor: Executor = db) => stateOf(executor),

    /** The settings in force, locked until `tx` ends: saves are decided one at a time. */
    async lock(tx: Transaction): Promise<{ settings: PlatformSettings; version: number }> {
      const [row] = await tx
        .select({ settings: platformConfig.config, version: platformConfig.version })
        .from(platformConfig)
        .for('update');
      if (!row) throw new Error('platform_config has no row: bootstrapPlatformConfig did not run');
      return row;
    },

    /** Makes `settings` the newest version and the one in force. Call with the row locked. */
    async store(
      tx: Transaction,
      next: { settings: PlatformSettings; version: number; savedBy: string; restoredFrom: number | null },
    ): Promise<PlatformSettingsState> {
      const savedAt = new Date();
      await tx.insert(platformConfigVersions).values({
        version: next.version,
        config: next.settings,
        savedAt,
        savedBy: next.savedBy,
        restoredFrom: next.restoredFrom,
      });
      await tx
        .update(platformConfig)
        .set({ config: next.settings, version: next.version, updatedAt: savedAt })
        .where(eq(platformConfig.id, 1));
      return stateOf(tx);
    },

    async version(tx: Transaction, version: number): Promise<PlatformSettings | null> {
      const [row] = await tx
        .select({ config: platformConfigVersions.config })
        .from(platformConfigVersions)
        .where(eq(platformConfigVersions.version, version));
      return row?.config ?? null;
    },

    /** The versions, newest first, each with what it changed from the one before. */
    async versions(query: { pageNum: number; pageSize: number }): Promise<Page<PlatformSettingsVersion>> {
      const [[current], total] = await Promise.all([
        db.select({ version: platformConfig.version }).from(platformConfig),
        db.$count(platformConfigVersions),
      ]);
      const offset = offsetOf(query);
      // one more than the page, so the oldest row of the page has the version before it to compare with
      const rows: (PlatformConfigVersionRow & { savedByName: string | null })[] = (
        await db
          .select({ row: platformConfigVersions, savedByName: users.nickName })
          .from(platformConfigVersions)
          .leftJoin(users, eq(users.id, platformConfigVersions.savedBy))
          .orderBy(desc(platformConfigVersions.version))
          .limit(query.pageSize + 1)
          .offset(offset)
      ).map(({ row, savedByName }) => ({ ...row, savedByName }));
      // the first version changed nothing: it is where the platform started
      const changedSince = (previous: PlatformConfigVersionRow | undefined, row: PlatformConfigVersionRow) =>
        previous ? changedSettings(previous.config, row.config) : [];
      const page = rows.slice(0, query.pageSize).map((row, index) => ({
        version: row.version,
        savedAt: row.savedAt.toISOString(),
        savedById: row.savedBy,
        savedByName: row.savedByName,
        restoredFrom: row.restoredFrom,
        changed: changedSince(rows[index + 1], row),
        current: row.version === current?.version,
      }));
      return toPage(page, total, query);
    },
  };
};

export type PlatformConfigRepository = ReturnType<typeof createPlatformConfigRepository>;

/**
 * Rows the portal cannot run without, demo or not. Safe at every start. The first start (or the first after the
 * settings became versioned) writes version 1: the stored row as it was, with the environment's partners and the
 * default banner. `syncPartners` brings the SSO services and the app registry into line with the partners in force,
 * under the row's lock, which a save takes too: a starting instance cannot undo a save made meanwhile.
 */
export const bootstrapPlatformConfig = async (
  db: Database,
  environmentPartners: readonly PartnerPlatformSettings[],
  syncPartners: (tx: Transaction, partners: PartnerPlatformSettings[]) => Promise<void>,
): Promise<void> =>
  db.transaction(async (tx) => {
    const initial = defaultPlatformSettings([...environmentPartners]);
    await tx.insert(platformConfig).values({ id: 1, config: initial, version: 0 }).onConflictDoNothing();
    const [row] = await tx
      .select({ config: platformConfig.config, version: platformConfig.version })
      .from(platformConfig)
      .for('update');
    if (!row) throw new Error('platform_config has no row');
    if (row.version > 0) {
      await syncPartners(tx, row.config.partnerPlatforms);
      return;
    }
    // a row written before versions existed kept no partners and no banner: those come from the start
    const legacy: Partial<PlatformSettings> = row.config;
    const settings: PlatformSettings = {
      ...initial,
      ...legacy,
      bannerSlides: legacy.bannerSlides ?? initial.bannerSlides,
      partnerPlatforms: initial.partnerPlatforms,
    };
    await tx.insert(platformConfigVersions).values({ version: 1, config: settings }).onConflictDoNothing();
    await tx.update(platformConfig).set({ config: settings, version: 1 }).where(eq(platformConfig.id, 1));
    await syncPartners(tx, settings.partnerPlatforms);
  });
