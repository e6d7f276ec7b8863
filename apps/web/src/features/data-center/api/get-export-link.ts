import { type DataOf, getPlatformExportLink, getTenantExportLink } from '@rrsp/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { downloadFromUrl } from '../../../lib/download.ts';
import type { DataCenterScope } from './query-keys.ts';

export type ExportLink = DataOf<typeof getTenantExportLink>;

/**
 * A short-lived signed link to an export's file. A refusal (410 expired, 403 not yours, 404 gone) is the request
 * client's toast, as for any call.
 */
export const getExportLink = (scope: DataCenterScope, exportId: string): Promise<ExportLink> =>
  scope === 'tenant'
    ? api.request(getTenantExportLink, { body: { exportId }, showLoading: false })
    : api.request(getPlatformExportLink, { body: { exportId }, showLoading: false });

/**
 * Downloads an export: asks for its link and navigates to it. The file is served as an attachment from the same
 * origin, so the browser saves it as it streams in; it is never read into the page.
 */
export const downloadExport = async (scope: DataCenterScope, exportId: string): Promise<ExportLink> => {
  const link = await getExportLink(scope, exportId);
  downloadFromUrl(link.url, link.fileName);
  return link;
};

/** 下载 of a ready export. */
export const useDownloadExport = (scope: DataCenterScope) =>
  useMutation({ mutationFn: (exportId: string) => downloadExport(scope, exportId) });
