import {
  ownImageIdOf,
  PLATFORM_SETTING_LABELS,
  type PlatformSettings,
  PlatformSettingsSchema,
  type PlatformSettingsState,
} from '@rrsp/contract';
import type { AuditTrail } from '../../../platform/audit/audit-trail.ts';
import { appKeysHeldByOtherApps, syncPartnerApps } from '../../../platform/auth/portal-app.ts';
import type { Database, Transaction } from '../../../platform/database/client.ts';
import type { FileService } from '../../../platform/files/file-service.ts';
import { businessRule, conflict, notFound } from '../../../platform/http/errors.ts';
import {
  changedSettings,
  type PlatformConfigRepository,
} from '../../../platform/platform-config/platform-config-repository.ts';
import { isReservedServiceId, syncPartnerServices } from '../../sso/public.ts';

/** What the settings' pictures are attached to: never detached, so an earlier version restored still shows them. */
const SETTINGS_FILES = 'platform-settings';

/** A partner's app key as the audit trail keeps it: enough to tell keys apart, not enough to use one. */
const maskKey = (key: string) => `****${key.slice(-4)}`;

const recorded = (settings: PlatformSettings, keys: readonly (keyof PlatformSettings)[]) =>
  Object.fromEntries(
    keys.map((key) => [
      key,
      key === 'partnerPlatforms'
        ? settings.partnerPlatforms.map((partner) => ({ ...partner, appKey: maskKey(partner.appKey) }))
        : settings[key],
    ]),
  );

/**
 * 平台设置: a save or a restore is decided on the locked settings row, so saves go one at a time, and one made from an
 * older version than the one in force is refused rather than silently undoing another operator's change. The new
 * version, the pictures it shows, the partners' SSO services and app keys, and the audit row are written on that one
 * transaction; its commit notifies every instance, which drops what it prepared from the old settings.
 */
export const createSettingsService = (deps: {
  db: Database;
  settings: PlatformConfigRepository;
  files: FileService;
  audit: AuditTrail;
}) => {
  const { db, settings, files, audit } = deps;

  /** A partner may not take the portal's own platform id, nor an app key another app (the portal, an ingest app) holds. */
  const ensurePartnersOwnTheirKeys = async (tx: Transaction, next: PlatformSettings) => {
    const reserved = next.partnerPlatforms.find((partner) => isReservedServiceId(partner.platformId));
    if (reserved)
      throw conflict(`平台标识「${reserved.platformId}」为门户自用，请为「${reserved.name}」换一个`);
    const [taken] = await appKeysHeldByOtherApps(
      tx,
      next.partnerPlatforms.map((partner) => partner.appKey),
    );
    if (taken) throw conflict(`appKey「${maskKey(taken)}」已被其他应用使用，请换一个`);
  };

  /** The pictures must be public images of the files service; new ones are attached to the settings. */
  const attachPictures = async (tx: Transaction, next: PlatformSettings) => {
    const urls = [next.logoUrl, ...next.bannerSlides.map((slide) => slide.imageUrl)];
    const ids = [...new Set(urls.map(ownImageIdOf).filter((id) => id !== null))];
    if (ids.length === 0) return;
    const rows = await files.lockByIds(ids, tx);
    const usable = rows.filter(
      (row) => row.kind === 'image' && (row.attachedTo === null || row.attachedTo === SETTINGS_FILES),
    );
    if (usable.length !== ids.length) throw businessRule('有图片已失效或不可用，请重新上传后再保存');
    const fresh = usable.filter((row) => row.attachedTo === null).map((row) => row.id);
    await files.attach(fresh, 'image', SETTINGS_FILES, tx);
  };

  const apply = async (
    tx: Transaction,
    actorId: string,
    current: { settings: PlatformSettings; version: number },
    next: PlatformSettings,
    restoredFrom: number | null,
  ): Promise<PlatformSettingsState> => {
    const changed = changedSettings(current.settings, next);
    if (changed.length === 0) {
      throw businessRule(restoredFrom === null ? '没有需要保存的修改' : '该版本与当前设置相同，无需恢复');
    }
    await ensurePartnersOwnTheirKeys(tx, next);
    await attachPictures(tx, next);
    const state = await settings.store(tx, {
      settings: next,
      version: current.version + 1,
      savedBy: actorId,
      restoredFrom,
    });
    // every save brings the registrations into line, whatever drifted since
    await syncPartnerApps(tx, next.partnerPlatforms);
    await syncPartnerServices(tx, next.partnerPlatforms);
    await audit.record(tx, {
      operatorId: actorId,
      action: restoredFrom === null ? 'settings.save' : 'settings.restore',
      object: { type: 'platformSettings', id: String(state.version), label: `第 ${state.version} 版` },
      before: recorded(current.settings, changed),
      after: recorded(next, changed),
      remark: restoredFrom === null ? null : `恢复为第 ${restoredFrom} 版`,
    });
    return state;
  };

  /** The settings in force, locked; refused when they are no longer the version the operator started from. */
  const lockAt = async (tx: Transaction, baseVersion: number) => {
    const current = await settings.lock(tx);
    if (current.version !== baseVersion) {
      throw conflict(
        `平台设置已被其他运营人员修改（当前为第 ${current.version} 版），请刷新后在最新版本上修改`,
      );
    }
    return current;
  };

  return {
    current: () => settings.state(),
    versions: settings.versions,

    save: (actorId: string, request: { settings: PlatformSettings; baseVersion: number }) =>
      db.transaction(async (tx) =>
        apply(tx, actorId, await lockAt(tx, request.baseVersion), request.settings, null),
      ),

    /**
     * An earlier version's settings saved again as the newest, except the partner platforms: a key or an address
     * withdrawn on purpose must not come back with an old version, so they stay as they are now.
     */
    restore: (actorId: string, version: number, baseVersion: number) =>
      db.transaction(async (tx) => {
        const current = await lockAt(tx, baseVersion);
        const earlier = await settings.version(tx, version);
        if (!earlier) throw notFound('没有这个版本的平台设置');
        const restored = PlatformSettingsSchema.safeParse({
          ...earlier,
          partnerPlatforms: current.settings.partnerPlatforms,
        });
        if (!restored.success) {
          const field = restored.error.issues[0]?.path[0] as keyof PlatformSettings | undefined;
          throw businessRule(
            `第 ${version} 版的「${field ? PLATFORM_SETTING_LABELS[field] : '设置'}」已不符合现行规则，不能直接恢复，请在表单中修改`,
          );
        }
        return apply(tx, actorId, current, restored.data, version);
      }),
  };
};

export type SettingsService = ReturnType<typeof createSettingsService>;
