import {
  type BodyOf,
  restorePlatformSettings as restoreEndpoint,
  savePlatformSettings as saveEndpoint,
} from '@rrsp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { settingsKeys } from './query-keys.ts';

/** The form shows a refusal itself (`silent`): a field the server refused, a version saved meanwhile. */
export const savePlatformSettings = (body: BodyOf<typeof saveEndpoint>) =>
  api.request(saveEndpoint, { body, silent: true });

export const restorePlatformSettings = (body: BodyOf<typeof restoreEndpoint>) =>
  api.request(restoreEndpoint, { body });

/**
 * After a save or a restore (or a refusal: another operator may have saved first), the settings and their versions
 * are read again; `onSaved` lets the app refresh what shows the settings (the portal's title, footer and banner).
 */
const useSettingsMutation = <Variables, Data>(
  mutationFn: (variables: Variables) => Promise<Data>,
  onSaved?: () => unknown,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => onSaved?.(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
  });
};

export const useSavePlatformSettings = (onSaved?: () => unknown) =>
  useSettingsMutation(savePlatformSettings, onSaved);
export const useRestorePlatformSettings = (onSaved?: () => unknown) =>
  useSettingsMutation(restorePlatformSettings, onSaved);
