import {
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

/**
 * Step 1 of an appeal: the account name it concerns. The server answers every name alike (whether an account has
 * it is not said, and no digits of its mobile are shown), and tells the account's owner, if there is one, by SMS.
 * Whether other appeals of the name are waiting is not asked either: they never block this one.
 */
export const startAppeal = (body: BodyOf<typeof appealQueryByUserName>) =>
  api.request(appealQueryByUserName, { body, ...formCall });

export const useStartAppeal = () => useMutation({ mutationFn: startAppeal });

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
