import { getChosenTenantId, saveChosenTenantId } from '@rrsp/contract';
import { api } from '../../../lib/api.ts';

/**
 * The tenant the user chose last, kept by the server so another device lands there too (SPEC.md §7 "get and save
 * chosen tenant id"). Both are quiet: the local choice already works, the server's copy is a convenience.
 */
export const fetchChosenTenantId = async (): Promise<string | undefined> => {
  try {
    return (await api.request(getChosenTenantId, { silent: true, showLoading: false })).tenantId ?? undefined;
  } catch {
    return undefined;
  }
};

export const saveChosenTenant = (tenantId: string): void => {
  void api
    .request(saveChosenTenantId, { body: { tenantId }, silent: true, showLoading: false })
    .catch(() => undefined);
};
