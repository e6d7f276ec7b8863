import {
  getMessagePreferences,
  getMessageTally,
  listMessages,
  MESSAGE_KIND_SPECS,
  MESSAGE_KINDS,
  markMessagesRead,
  saveMessagePreferences,
} from '@rrsp/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../platform/http/endpoint-route.ts';
import { signedInCaller } from '../../../platform/identity/require.ts';

/**
 * The message centre (消息中心): the caller's own messages and preferences only; another person's message id is
 * passed over like an unknown one.
 */
export const messageRoutes = async (app: FastifyInstance) => {
  const { store, preferences } = app.messenger;

  registerEndpoint(app, listMessages, async ({ principal, query }) => {
    const userId = signedInCaller(principal).user.id;
    const [page, tally] = await Promise.all([store.list(userId, query), store.tally(userId)]);
    return { ...page, tally };
  });

  registerEndpoint(app, getMessageTally, ({ principal }) => store.tally(signedInCaller(principal).user.id));

  registerEndpoint(app, markMessagesRead, ({ principal, body }) =>
    store.markRead(signedInCaller(principal).user.id, body.messageIds),
  );

  const viewOf = async (userId: string) => {
    const [chosen, user] = await Promise.all([preferences.of(userId), app.identity.users.byId(userId)]);
    return {
      preferences: MESSAGE_KINDS.map(
        (kind) => chosen.get(kind) ?? { kind, ...MESSAGE_KIND_SPECS[kind].defaults },
      ),
      reachable: { sms: Boolean(user?.mobile), email: Boolean(user?.email && user.emailVerifiedAt) },
    };
  };

  registerEndpoint(app, getMessagePreferences, ({ principal }) => viewOf(signedInCaller(principal).user.id));

  registerEndpoint(app, saveMessagePreferences, async ({ principal, body }) => {
    const userId = signedInCaller(principal).user.id;
    await preferences.save(userId, body);
    return viewOf(userId);
  });
};
