import type {
  BodyOf,
  createEditorialItem,
  createPreviewLink,
  deleteEditorialClass,
  EditorialFields,
  publishEditorialItem,
  restoreEditorialVersion,
  returnEditorialItem,
  saveEditorialClass,
  saveEditorialItem,
  scheduleEditorialItem,
  submitEditorialItem,
  withdrawEditorialItem,
} from '@rrsp/contract';
import { useMutation } from '@tanstack/react-query';
import { partLoadedOnFirstUse } from '../../../hooks/use-loaded-on-first-use.ts';
import { useRefreshingMutation } from '../../../hooks/use-refreshing-mutation.ts';
import { api } from '../../../lib/api.ts';
import { uploadFile } from '../../../lib/upload.ts';
import { editorialKeys } from './query-keys.ts';

/** The endpoints with their schemas, imported at the first write (a failed import is tried again at the next). */
const endpoints = partLoadedOnFirstUse(() => import('./editorial-endpoints.ts')).load;

/**
 * Each decision is shown by the screen that asked (`silent`: another operator may have acted first, the version may
 * have moved on); after it, or after a refusal, the lists, the item and its versions are read again.
 */
export const createItem = async (body: BodyOf<typeof createEditorialItem>) =>
  api.request((await endpoints()).createEditorialItem, { body, silent: true });
export const saveItem = async (body: BodyOf<typeof saveEditorialItem>) =>
  api.request((await endpoints()).saveEditorialItem, { body, silent: true });
export const restoreVersion = async (body: BodyOf<typeof restoreEditorialVersion>) =>
  api.request((await endpoints()).restoreEditorialVersion, { body, silent: true });
export const submitItem = async (body: BodyOf<typeof submitEditorialItem>) =>
  api.request((await endpoints()).submitEditorialItem, { body, silent: true });
export const publishItem = async (body: BodyOf<typeof publishEditorialItem>) =>
  api.request((await endpoints()).publishEditorialItem, { body, silent: true });
export const scheduleItem = async (body: BodyOf<typeof scheduleEditorialItem>) =>
  api.request((await endpoints()).scheduleEditorialItem, { body, silent: true });
export const returnItem = async (body: BodyOf<typeof returnEditorialItem>) =>
  api.request((await endpoints()).returnEditorialItem, { body, silent: true });
export const withdrawItem = async (body: BodyOf<typeof withdrawEditorialItem>) =>
  api.request((await endpoints()).withdrawEditorialItem, { body, silent: true });

/** A new item's first version, or the next version of one, named by the version it was made from. */
export const saveDraft = ({
  fields,
  base,
}: {
  fields: EditorialFields;
  base?: { id: string; version: number };
}) => (base ? saveItem({ id: base.id, baseVersion: base.version, fields }) : createItem({ fields }));

export const useSaveDraft = () => useRefreshingMutation(saveDraft, editorialKeys.all);
export const useRestoreVersion = () => useRefreshingMutation(restoreVersion, editorialKeys.all);
export const useSubmitItem = () => useRefreshingMutation(submitItem, editorialKeys.all);
export const usePublishItem = () => useRefreshingMutation(publishItem, editorialKeys.all);
export const useScheduleItem = () => useRefreshingMutation(scheduleItem, editorialKeys.all);
export const useReturnItem = () => useRefreshingMutation(returnItem, editorialKeys.all);
export const useWithdrawItem = () => useRefreshingMutation(withdrawItem, editorialKeys.all);

export const useCreatePreviewLink = () =>
  useMutation({
    mutationFn: async (body: BodyOf<typeof createPreviewLink>) =>
      api.request((await endpoints()).createPreviewLink, { body }),
  });

/** Pictures of an article (cover, body) are public images of the files service, uploaded with progress. */
export const uploadEditorialImage = async (file: Blob, onProgress?: (percent: number) => void) =>
  uploadFile((await endpoints()).uploadFile, file, {
    query: { kind: 'image' },
    ...(onProgress ? { onProgress } : {}),
  });

export const saveClass = async (body: BodyOf<typeof saveEditorialClass>) =>
  api.request((await endpoints()).saveEditorialClass, { body, silent: true });
export const deleteClass = async (body: BodyOf<typeof deleteEditorialClass>) =>
  api.request((await endpoints()).deleteEditorialClass, { body, silent: true });
export const useSaveClass = () => useRefreshingMutation(saveClass, editorialKeys.all);
export const useDeleteClass = () => useRefreshingMutation(deleteClass, editorialKeys.all);
