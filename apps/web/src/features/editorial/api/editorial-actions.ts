import {
  type BodyOf,
  createEditorialItem,
  createPreviewLink,
  deleteEditorialClass,
  type EditorialFields,
  publishEditorialItem,
  restoreEditorialVersion,
  returnEditorialItem,
  saveEditorialClass,
  saveEditorialItem,
  scheduleEditorialItem,
  submitEditorialItem,
  uploadFile as uploadFileEndpoint,
  withdrawEditorialItem,
} from '@rrsp/contract';
import { useMutation } from '@tanstack/react-query';
import { useRefreshingMutation } from '../../../hooks/use-refreshing-mutation.ts';
import { api } from '../../../lib/api.ts';
import { uploadFile } from '../../../lib/upload.ts';
import { editorialKeys } from './query-keys.ts';

/**
 * Each decision is shown by the screen that asked (`silent`: another operator may have acted first, the version may
 * have moved on); after it, or after a refusal, the lists, the item and its versions are read again.
 */
export const createItem = (body: BodyOf<typeof createEditorialItem>) =>
  api.request(createEditorialItem, { body, silent: true });
export const saveItem = (body: BodyOf<typeof saveEditorialItem>) =>
  api.request(saveEditorialItem, { body, silent: true });
export const restoreVersion = (body: BodyOf<typeof restoreEditorialVersion>) =>
  api.request(restoreEditorialVersion, { body, silent: true });
export const submitItem = (body: BodyOf<typeof submitEditorialItem>) =>
  api.request(submitEditorialItem, { body, silent: true });
export const publishItem = (body: BodyOf<typeof publishEditorialItem>) =>
  api.request(publishEditorialItem, { body, silent: true });
export const scheduleItem = (body: BodyOf<typeof scheduleEditorialItem>) =>
  api.request(scheduleEditorialItem, { body, silent: true });
export const returnItem = (body: BodyOf<typeof returnEditorialItem>) =>
  api.request(returnEditorialItem, { body, silent: true });
export const withdrawItem = (body: BodyOf<typeof withdrawEditorialItem>) =>
  api.request(withdrawEditorialItem, { body, silent: true });

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
    mutationFn: (body: BodyOf<typeof createPreviewLink>) => api.request(createPreviewLink, { body }),
  });

/** Pictures of an article (cover, body) are public images of the files service, uploaded with progress. */
export const uploadEditorialImage = (file: Blob, onProgress?: (percent: number) => void) =>
  uploadFile(uploadFileEndpoint, file, { query: { kind: 'image' }, ...(onProgress ? { onProgress } : {}) });

export const saveClass = (body: BodyOf<typeof saveEditorialClass>) =>
  api.request(saveEditorialClass, { body, silent: true });
export const deleteClass = (body: BodyOf<typeof deleteEditorialClass>) =>
  api.request(deleteEditorialClass, { body, silent: true });
export const useSaveClass = () => useRefreshingMutation(saveClass, editorialKeys.all);
export const useDeleteClass = () => useRefreshingMutation(deleteClass, editorialKeys.all);
