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
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { type UploadOptions, uploadFile } from '../../../lib/upload.ts';
import { formCall } from './sign-in.ts';

export const findAppealAccount = (body: BodyOf<typeof appealQueryByUserName>) =>
  api.request(appealQueryByUserName, { body, ...formCall });

export const checkAppealPending = (body: BodyOf<typeof appealCheckApplied>) =>
  api.request(appealCheckApplied, { body, ...formCall, showLoading: false });

/** The identity question's options; a new draw each time the appeal starts. */
export const getAppealAppsQueryOptions = () =>
  queryOptions({
    queryKey: ['sso', 'appeal', 'random-apps'],
    queryFn: ({ signal }) => api.request(appealRandomApps, { showLoading: false, silent: true, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export const uploadAppealPhoto = (file: Blob, options: UploadOptions) =>
  uploadFile(appealUpload, file, options);

export const sendAppealCode = (body: BodyOf<typeof appealCheckMobile>) =>
  api.request(appealCheckMobile, { body, ...formCall });

export const submitAppeal = (body: BodyOf<typeof appealSave>) =>
  api.request(appealSave, { body, ...formCall });

export const getAppealStatusQueryOptions = (applyNo: string) =>
  queryOptions({
    queryKey: ['sso', 'appeal', 'status', applyNo],
    queryFn: ({ signal }) =>
      api.request(appealQueryByApplyNo, { body: { applyNo }, ...formCall, showLoading: false, signal }),
    enabled: applyNo !== '',
    retry: false,
    staleTime: 30_000,
  });
