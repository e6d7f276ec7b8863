import { isCancelledError, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { getToken, subscribeTenantRefusals } from '../../../lib/session.ts';
import { getCurrentUserQueryOptions } from '../api/get-current-user.ts';

/**
 * A read of the user cancelled by a refetch that started meanwhile (a tenant switch, a sign-in elsewhere, the app's
 * first reads still settling on a slow machine): read again a little later, a few times.
 */
const MAX_CANCELLED_READS = 8;
const CANCELLED_READ_PAUSE_MS = 150;

/**
 * After the server refused the stored tenant (the request client has forgotten it and sent the request again): read
 * the user afresh, since their tenants have changed, and let the page's guard decide again with what was read. Where
 * another tenant is left, useLandingTenant chooses it once this read has settled. Mounted once, at the root of the app.
 */
export const useRefusedTenantRecovery = () => {
  const queryClient = useQueryClient();
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const recover = (attempt: number) => {
      const token = getToken();
      if (!token) return;
      queryClient.fetchQuery({ ...getCurrentUserQueryOptions(token), staleTime: 0 }).then(
        () => void revalidate(),
        (error: unknown) => {
          // A cancelled read is not an answer: read again, or the refused tenant would never be replaced.
          if (isCancelledError(error) && attempt < MAX_CANCELLED_READS) {
            setTimeout(() => recover(attempt + 1), CANCELLED_READ_PAUSE_MS * attempt);
          }
          // Otherwise the session ended meanwhile: the request client has signed out and said why.
        },
      );
    };
    return subscribeTenantRefusals(() => recover(1));
  }, [queryClient, revalidate]);
};
