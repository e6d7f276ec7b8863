import type { PlatformSettings, PlatformSettingsState } from '@rrsp/contract';
import type { AuditTrail } from '../../../platform/audit/audit-trail.ts';
import { syncPartnerApps } from '../../../platform/auth/portal-app.ts';
import type { Database, Transaction } from '../../../platform/database/client.ts';
import { businessRule, conflict, notFound } from '../../../platform/http/errors.ts';
import {
  changedSettings,
  type PlatformConfigRepository,
} from '../../../platform/platform-config/platform-config-repository.ts';
import { syncPartnerServices } from '../../sso/public.ts';

const pick = (settings: PlatformSettings, keys: readonly (keyof PlatformSettings)[]) =>
  Object.fromEntries(keys.map((key) => [key, settings[key]]));

/**
 * 平台设置: a save or a restore is decided on the locked settings row, so saves go one at a time, and one made from an
 * older version than the one in force is refused rather than silently undoing another operator's change. The new
 * version, the partners' SSO services and app keys, and the audit row are written on that one transaction; its
 * commit notifies every instance, which drops what it prepared from the old settings.
 */
export const createSettingsService = (deps: {
  db: Database;
  settings: PlatformConfigRepository;
  audit: AuditTrail;
}) => {
  const { db, settings, audit } = deps;

  const apply = async (
    tx: Transaction,
    actorId: string,
    next: PlatformSettings,
    baseVersion: number,
    restoredFrom: number | null,
  ): Promise<PlatformSettingsState> => {
    const current = await settings.lock(tx);
    if (current.version !== baseVersion) {
      throw conflict(
        `平台设置已被其他运营人员修改（当前为第 ${current.version} 版），请刷新后在最新版本上修改`,
      );
    }
    const changed = changedSettings(current.settings, next);
    if (changed.length === 0) {
      throw businessRule(restoredFrom === null ? '没有需要保存的修改' : '该版本与当前设置相同，无需恢复');
    }
    const state = await settings.store(tx, {
      settings: next,
      version: current.version + 1,
      savedBy: actorId,
      restoredFrom,
    });
    if (changed.includes('partnerPlatforms')) {
      await syncPartnerApps(tx, next.partnerPlatforms);
      await syncPartnerServices(tx, next.partnerPlatforms);
    }
    await audit.record(tx, {
      operatorId: actorId,
      action: restoredFrom === null ? 'settings.save' : 'settings.restore',
      object: { type: 'platformSettings', id: String(state.version), label: `第 ${state.version} 版` },
      before: pick(current.settings, changed),
      after: pick(next, changed),
      remark: restoredFrom === null ? null : `恢复为第 ${restoredFrom} 版`,
    });
    return state;
  };

  return {
    current: () => settings.state(),
    versions: settings.versions,

    save: (actorId: string, request: { settings: PlatformSettings; baseVersion: number }) =>
      db.transaction((tx) => apply(tx, actorId, request.settings, request.baseVersion, null)),

    restore: (actorId: string, version: number, baseVersion: number) =>
      db.transaction(async (tx) => {
        const earlier = await settings.version(tx, version);
        if (!earlier) throw notFound('没有这个版本的平台设置');
        return apply(tx, actorId, earlier, baseVersion, version);
      }),
  };
};

export type SettingsService = ReturnType<typeof createSettingsService>;
