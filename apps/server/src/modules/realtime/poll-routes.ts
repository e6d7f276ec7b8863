import { LIVE_REPLAY_BATCH, pollLiveMessages } from '@rrsp/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint-route.ts';
import { signedInCaller } from '../../platform/identity/require.ts';

/** `/ws/poll`: the live channel's last resort, asked once a minute when neither stream can connect. */
export const pollRoutes = async (app: FastifyInstance) => {
  const { store } = app.messenger;
  registerEndpoint(app, pollLiveMessages, async ({ principal, query }) => {
    const userId = signedInCaller(principal).user.id;
    const [rows, tally] = await Promise.all([
      store.after([{ userId, after: query.after }], LIVE_REPLAY_BATCH),
      store.tally(userId),
    ]);
    const messages = rows.map(({ userId: _userId, ...message }) => message);
    return { messages, tally, more: messages.length === LIVE_REPLAY_BATCH };
  });
};
