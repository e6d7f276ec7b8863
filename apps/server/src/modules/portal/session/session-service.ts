import type { Database } from '../../../platform/database/client.ts';
import { lockUntilCommit } from '../../../platform/database/transaction-lock.ts';
import { type AppError, unauthorized } from '../../../platform/http/errors.ts';
import { toCurrentUser } from '../../../platform/identity/current-user.ts';
import type { Identity } from '../../../platform/identity/plugin.ts';
import { ensureActive } from '../../../platform/identity/users.ts';
import { consumeTicket, PORTAL_SERVICE } from '../../sso/public.ts';

const TICKET_REFUSED = () => unauthorized('登录票据无效或已过期，请重新登录', 'TICKET_INVALID');

/**
 * The portal's side of single sign-on: a ticket becomes a portal session. One account is in use in one place at a
 * time (docs/decisions/011): the new session ends the user's others, which get 402 SESSION_REPLACED on their next
 * call.
 */
export const createPortalSessionService = (deps: {
  db: Database;
  identity: Identity;
  idleMinutes: number;
}) => {
  const { db, identity } = deps;
  return {
    /**
     * One transaction: the ticket is used up, the session opened and the others ended, under a lock on the user so
     * that two sign-ins at the same moment cannot both keep their session. A ticket that leads nowhere (a frozen
     * account) is used up all the same, as CAS requires: the refusal is thrown after the transaction commits.
     */
    async exchange(ticket: string, meta: { userAgent?: string; ip?: string }) {
      const outcome = await db.transaction(async (tx) => {
        const consumed = await consumeTicket(ticket, PORTAL_SERVICE, tx);
        if (!consumed.ok) return { refused: TICKET_REFUSED() } as const;
        await lockUntilCommit(tx, `session:${consumed.userId}`);
        const user = await identity.users.byId(consumed.userId, tx);
        if (!user) return { refused: TICKET_REFUSED() } as const;
        try {
          ensureActive(user);
        } catch (error) {
          return { refused: error as AppError } as const;
        }
        const session = await identity.sessions.open(user.id, meta, tx);
        await identity.sessions.endAllOf(user.id, 'replaced', {
          exceptSessionId: session.sessionId,
          executor: tx,
        });
        return { user, session, memberships: await identity.sessions.loadMemberships(user.id, tx) } as const;
      });
      if ('refused' in outcome) throw outcome.refused;
      return {
        token: outcome.session.token,
        expiresAt: outcome.session.expiresAt.toISOString(),
        idleMinutes: deps.idleMinutes,
        user: toCurrentUser(outcome.user, outcome.memberships),
      };
    },
  };
};
