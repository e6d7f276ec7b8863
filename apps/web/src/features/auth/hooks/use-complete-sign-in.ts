import type { TicketGrant } from '@rrsp/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { getCurrentUserQueryOptions } from '../api/get-current-user.ts';
import { authKeys } from '../api/query-keys.ts';
import { useCompleteSignInMutation } from '../api/sign-in.ts';
import { landingAfterSignIn, landingAfterSignUp } from '../utils/redirect.ts';

/**
 * After any successful sign-in or sign-up: exchange the ticket, store the session, seed the current-user query
 * with the user the exchange returned (the header shows the name at once), and go where the user should land.
 */
export const useCompleteSignIn = (redirect: string | undefined, kind: 'sign-in' | 'sign-up' = 'sign-in') => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { mutateAsync: exchange } = useCompleteSignInMutation();
  return useCallback(
    async (grant: TicketGrant) => {
      const session = await exchange(grant);
      queryClient.removeQueries({ queryKey: authKeys.all });
      queryClient.setQueryData(getCurrentUserQueryOptions(session.token).queryKey, session.user);
      const target =
        kind === 'sign-up'
          ? landingAfterSignUp(redirect)
          : landingAfterSignIn(session.user, session.tenantId, redirect);
      navigate(target, { replace: true });
      return session;
    },
    [queryClient, navigate, exchange, redirect, kind],
  );
};
