import {
  type BodyOf,
  exchangeTicket,
  type PortalSession,
  signInWithEmail,
  signInWithPassword,
  signInWithSms,
  type TicketGrant,
} from '@rrsp/contract';
import { useMutation } from '@tanstack/react-query';
import { landingTenantOf } from '../../../lib/access.ts';
import { api } from '../../../lib/api.ts';
import { chooseTenant, startSession } from '../../../lib/session.ts';
import { fetchChosenTenantId } from './chosen-tenant.ts';

/**
 * Sign-in calls carry no session: a 401 here means wrong credentials, shown in the form, never a sign-out. Hence
 * `silent` (the form shows the sentence) and `skipSessionEnd` (a stale token in storage must not be signed out).
 */
export const formCall = { silent: true, skipSessionEnd: true } as const;

export const signInByPassword = (body: BodyOf<typeof signInWithPassword>): Promise<TicketGrant> =>
  api.request(signInWithPassword, { body, ...formCall });

export const useSignInByPassword = () => useMutation({ mutationFn: signInByPassword });

export type CodeChannel = 'sms' | 'email';

/** 短信登录 and 邮箱登录: one form, the channel picks the endpoint. */
export const signInByCode = (
  channel: CodeChannel,
  { target, code }: { target: string; code: string },
): Promise<TicketGrant> =>
  channel === 'sms'
    ? api.request(signInWithSms, { body: { mobile: target, code }, ...formCall })
    : api.request(signInWithEmail, { body: { email: target, code }, ...formCall });

export const useSignInByCode = (channel: CodeChannel) =>
  useMutation({
    mutationFn: (variables: { target: string; code: string }) => signInByCode(channel, variables),
  });

/**
 * Exchanges the service ticket for a portal token and stores the session (DESIGN.md §4). The user works for the
 * tenant they chose last, on whatever device (the server keeps it), else their landing tenant (the first approved
 * one), so every call carries a tenant. Storing the session broadcasts 'rrsp:sign-in', so other tabs follow.
 */
export const completeSignIn = async (
  grant: TicketGrant,
): Promise<PortalSession & { tenantId: string | undefined }> => {
  const session = await api.request(exchangeTicket, { query: { ticket: grant.ticket }, ...formCall });
  const landing = landingTenantOf(session.user)?.tenantId;
  startSession(session.token, landing);
  const saved = await fetchChosenTenantId();
  const tenantId = session.user.tenants.some((tenant) => tenant.tenantId === saved) ? saved : landing;
  if (tenantId && tenantId !== landing) chooseTenant(tenantId);
  return { ...session, tenantId };
};

export const useCompleteSignInMutation = () => useMutation({ mutationFn: completeSignIn });
