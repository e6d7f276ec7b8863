import {
  appealCheckApplied,
  appealCheckMobile,
  appealQueryByApplyNo,
  appealQueryByUserName,
  appealRandomApps,
  appealSave,
  appealUpload,
  type BodyOf,
} from '@rrsp/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { type UploadOptions, uploadFile } from '../../../lib/upload.ts';
import { ssoKeys } from './query-keys.ts';
import { formCall } from './sign-in.ts';

/** What the first step learns of an account: missing, open to an appeal, or already waiting for one. */
export type AppealLookup =
  | { state: 'missing' }
  | { state: 'found'; username: string; maskedMobile: string | null }
  | { state: 'pending'; username: string };

/** Looks the account up, then whether an appeal of it is already waiting. */
export const lookUpAppealAccount = async (
  body: BodyOf<typeof appealQueryByUserName>,
): Promise<AppealLookup> => {
  const account = await api.request(appealQueryByUserName, { body, ...formCall });
  if (!account.found) return { state: 'missing' };
  const { username } = body;
  const { applied } = await api.request(appealCheckApplied, {
    body: { username },
    ...formCall,
    showLoading: false,
  });
  return applied
    ? { state: 'pending', username }
    : { state: 'found', username, maskedMobile: account.maskedMobile };
};

export const useLookUpAppealAccount = () => useMutation({ mutationFn: lookUpAppealAccount });

/** The identity question's options; a new draw each time the appeal starts. */
export const getAppealAppsQueryOptions = () =>
  queryOptions({
    queryKey: ssoKeys.appealApps(),
    queryFn: ({ signal }) => api.request(appealRandomApps, { showLoading: false, silent: true, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export const useAppealApps = () => useQuery(getAppealAppsQueryOptions());

export const uploadAppealPhoto = ({ file, ...options }: UploadOptions & { file: Blob }) =>
  uploadFile(appealUpload, file, options);

export const useUploadAppealPhoto = () => useMutation({ mutationFn: uploadAppealPhoto });

export const sendAppealCode = (body: BodyOf<typeof appealCheckMobile>) =>
  api.request(appealCheckMobile, { body, ...formCall });

export const useSendAppealCode = () => useMutation({ mutationFn: sendAppealCode });

export const submitAppeal = (body: BodyOf<typeof appealSave>) =>
  api.request(appealSave, { body, ...formCall });

export const useSubmitAppeal = () => useMutation({ mutationFn: submitAppeal });

export const getAppealStatusQueryOptions = (applyNo: string) =>
  queryOptions({
    queryKey: ssoKeys.appealStatus(applyNo),
    queryFn: ({ signal }) =>
      api.request(appealQueryByApplyNo, { body: { applyNo }, ...formCall, showLoading: false, signal }),
    enabled: applyNo !== '',
    retry: false,
    staleTime: 30_000,
  });

export const useAppealStatus = (applyNo: string) => useQuery(getAppealStatusQueryOptions(applyNo));

/** The search form's lookup: always asks the server again, and leaves the answer in the query the page shows. */
export const useLookUpAppealStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applyNo: string) =>
      queryClient.fetchQuery({ ...getAppealStatusQueryOptions(applyNo), staleTime: 0 }),
  });
};
