import type { MessageKind } from '@rrsp/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { authKeys } from '../features/auth/api/query-keys.ts';
import { settlementKeys } from '../features/settlement/api/query-keys.ts';
import { subscribeLiveEvents } from '../lib/live/index.ts';

/**
 * Messages that say the user's tenancy changed: a settlement decided (an approval makes the applicant a member of the
 * new tenant), an invitation, a change of members. The user, their tenants and invitations, and the settlement are
 * read again, so the open page follows at once: the approved applicant works in the new tenant without a reload or
 * signing in again (useLandingTenant chooses it once the fresh read shows it).
 */
export const TENANCY_MESSAGE_KINDS: ReadonlySet<MessageKind> = new Set([
  'settlement.decided',
  'tenant.invitation',
  'tenant.members',
]);

/** Mounted once, at the root of the app: the live channel runs on every page. */
export const useLiveTenancy = () => {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeLiveEvents((event) => {
        if (event.type !== 'message' || !TENANCY_MESSAGE_KINDS.has(event.message.kind)) return;
        void queryClient.invalidateQueries({ queryKey: authKeys.all });
        void queryClient.invalidateQueries({ queryKey: settlementKeys.all });
      }),
    [queryClient],
  );
};
