import {
  BANNER_ARTS,
  type BannerSlide,
  PARTNER_PLATFORM_CODES,
  type PartnerPlatformSettings,
  PLATFORM_SETTING_LABELS,
  type PlatformSettings,
} from '@rrsp/contract';
import type { z } from 'zod';
import { withChunkTimeout } from '../../../lib/lazy-chunk.ts';

type SettingsChecks = typeof import('./settings-checks.ts');
let checks: Promise<SettingsChecks> | undefined;

/**
 * A rule of the contract's settings schema, for `zodRule`, so the form checks exactly what the server will. The
 * schema (zod, 21 KiB) loads when a field is first checked, not with the page (docs/decisions/034); a failed load is
 * tried again at the next check.
 */
export const settingCheck =
  <S extends z.ZodType>(pick: (shape: SettingsChecks['SETTINGS_SHAPE']) => S) =>
  async (): Promise<S> => {
    checks ??= withChunkTimeout(import('./settings-checks.ts')).catch((failure: unknown) => {
      checks = undefined;
      throw failure;
    });
    return pick((await checks).SETTINGS_SHAPE);
  };

/** A new slide starts from the first illustration no slide uses yet. */
export const newBannerSlide = (slides: readonly BannerSlide[]): BannerSlide => ({
  eyebrow: '',
  title: '',
  text: '',
  art: BANNER_ARTS.find((art) => !slides.some((slide) => slide.art === art)) ?? BANNER_ARTS[0],
  imageUrl: null,
  links: [],
});

/** A new partner takes the first code no partner holds; null when every code is taken. */
export const newPartner = (partners: readonly PartnerPlatformSettings[]): PartnerPlatformSettings | null => {
  const code = PARTNER_PLATFORM_CODES.find(
    (candidate) => !partners.some((partner) => partner.code === candidate),
  );
  return code ? { code, name: '', description: '', url: 'https://', platformId: code, appKey: '' } : null;
};

/** 平台名称、服务热线: the changed fields of a version, in words. */
export const changedLabels = (changed: readonly (keyof PlatformSettings)[]): string =>
  changed.length === 0 ? '初始设置' : changed.map((key) => PLATFORM_SETTING_LABELS[key]).join('、');

/**
 * Where a refused field sits, in the form's words: `settings.partnerPlatforms.0.appKey` → 合作平台（第 1 项）. The
 * server names fields by their path in the request; the operator knows them by their section.
 */
export const settingIssueText = (issue: { field: string; message: string }): string => {
  const [, key, index] = issue.field.split('.');
  const label = key ? PLATFORM_SETTING_LABELS[key as keyof PlatformSettings] : undefined;
  if (!label) return issue.message;
  const position = index !== undefined && /^\d+$/.test(index) ? `（第 ${Number(index) + 1} 项）` : '';
  return `${label}${position}：${issue.message}`;
};
