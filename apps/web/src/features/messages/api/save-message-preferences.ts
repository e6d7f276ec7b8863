import { type SaveMessagePreferences, saveMessagePreferences } from '@rrsp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { messageKeys } from './query-keys.ts';

/** The form says a refusal itself (`silent`), beside the table. */
export const savePreferences = (body: SaveMessagePreferences) =>
  api.request(saveMessagePreferences, { body, silent: true });

/** 保存: the answer is the settings as stored, which the table shows from then on. */
export const useSaveMessagePreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (saved) => queryClient.setQueryData(messageKeys.preferences(), saved),
  });
};
