import {
  type BodyOf,
  exchangeTicket,
  type PortalSession,
  signInWithEmail,
  signInWithPassword,
  signInWithSms,
  type TicketGrant,
} from '@rrsp/contract';
import { api } from '../../../lib/api.ts';
import { startSession } from '../../../lib/session.ts';

/**
 * Sign-in calls carry no session: a 401 here means wrong credentials, shown in the form, never a sign-out. Hence
 * `silent` (the form shows the sentence) and `skipSessionEnd` (a stale token in storage must not be signed out).
 */
export const formCall = { silent: true, skipSessionEnd: true } as const;

export const signInByPassword = (body: BodyOf<typeof signInWithPassword>): Promise<TicketGrant> =>
  api.request(signInWithPassword, { body, ...formCall });

export const signInBySms = (body: BodyOf<typeof signInWithSms>): Promise<TicketGrant> =>
  api.request(signInWithSms, { body, ...formCall });

export const signInByEmail = (body: BodyOf<typeof signInWithEmail>): Promise<TicketGrant> =>
  api.request(signInWithEmail, { body, ...formCall });

/**
 * Exchanges the service ticket for a portal token and stores the session (DESIGN.md §4). A user of exactly one
 * tenant works for it straight away; with several the choice is left to the tenant switcher. Storing the session
 * broadcasts 'rrsp:sign-in', so other tabs follow.
 */
export const completeSignIn = async (grant: TicketGrant): Promise<PortalSession> => {
  const session = await api.request(exchangeTicket, { query: { ticket: grant.ticket }, ...formCall });
  const tenants = session.user.tenants;
  startSession(session.token, tenants.length === 1 ? tenants[0]?.tenantId : undefined);
  return session;
};
