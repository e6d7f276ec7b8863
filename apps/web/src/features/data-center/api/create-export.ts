import {
  createPlatformExport,
  createTenantExport,
  type ExportDataset,
  type ExportFormat,
  type ExportView,
} from '@rrsp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { downloadExport } from './get-export-link.ts';
import { type DataCenterScope, dataCenterKeys, type FiguresRequest } from './query-keys.ts';

export interface ExportOrder {
  dataset: ExportDataset;
  format: ExportFormat;
  /** The range (and, on the platform's page, the filters) the page shows. */
  range: FiguresRequest;
}

/** Asks for an export; a tenant's request carries no filters (the contract's body is strict). */
export const createExport = (
  scope: DataCenterScope,
  { dataset, format, range }: ExportOrder,
): Promise<ExportView> => {
  const { from, to, granularity, ...filters } = range;
  return scope === 'tenant'
    ? api.request(createTenantExport, {
        body: { dataset, format, from, to, granularity },
        showLoading: false,
      })
    : api.request(createPlatformExport, {
        body: { dataset, format, from, to, granularity, ...filters },
        showLoading: false,
      });
};

/**
 * 下载 CSV / 下载 Excel: a small export is made while the user waits and downloaded at once; a large one runs as a job
 * (the answer says `running`) and shows in the exports list. Either way the list is read again.
 */
export const useCreateExport = (scope: DataCenterScope) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (order: ExportOrder) => {
      const view = await createExport(scope, order);
      if (view.status === 'ready') await downloadExport(scope, view.exportId);
      return view;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataCenterKeys.exports() }),
  });
};
