import { PlatformSettingsSchema } from '@rrsp/contract';

/** The settings' fields as the contract checks them: loaded by `settingCheck` (settings-form.ts) on the first check. */
export const SETTINGS_SHAPE = PlatformSettingsSchema.shape;
