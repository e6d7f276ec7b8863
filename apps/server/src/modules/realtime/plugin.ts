import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startChangeListener } from '../../platform/database/change-listener.ts';
import { LIVE_CHANNEL } from '../../platform/messaging/message-store.ts';
import { endedFrameForReason } from './live-caller.ts';
import { createLiveHub } from './live-hub.ts';
import { pollRoutes } from './poll-routes.ts';
import { createSessionSweep } from './session-sweep.ts';
import { mountSocketTransport } from './socket-transport.ts';
import { streamRoutes } from './stream-transport.ts';

/** A server shutting down lets its clients go this many at a time, this far apart (a few seconds for thousands). */
const SHUTDOWN_BATCH = 200;
const SHUTDOWN_PAUSE_MS = 100;

/**
 * The realtime module (`/ws`, DESIGN.md §2): the live channel over WebSocket, SSE and a poll. Each instance listens on
 * the live channel for announcements of stored messages and ended sessions, and sends its own clients what they lack.
 */
export const realtimeModule = fp(
  async (app: FastifyInstance) => {
    const hub = createLiveHub({
      store: app.messenger.store,
      endingOf: endedFrameForReason,
      onError: (error) => app.log.warn({ err: error }, '实时消息投递失败，稍后重试'),
    });
    let sweep: ReturnType<typeof createSessionSweep> | undefined;
    const listener = await startChangeListener(
      app.db.$client.options,
      {
        onChange: (payload) => hub.announce(payload),
        // announcements may have been missed while the connection was away: everyone connected is asked for again,
        // and every session checked (an ending announced meanwhile was missed too)
        onGap: () => {
          hub.catchUp();
          void sweep
            ?.sweep()
            .catch((error: unknown) => app.log.warn({ err: error }, '实时连接的会话检查失败'));
        },
        onError: (error) => app.log.warn({ err: error }, '实时通道的数据库监听连接中断，正在重连'),
      },
      LIVE_CHANNEL,
    );
    app.watchChangeListener({ check: 'liveChannel', label: '实时消息通道', channel: LIVE_CHANNEL, listener });
    const sockets = mountSocketTransport(app, hub);
    sweep = createSessionSweep({ db: app.db, hub, idleMs: app.config.session.idleMs, log: app.log });
    await app.register(streamRoutes, { hub });
    await app.register(pollRoutes);
    app.decorate('liveHub', hub);

    app.addHook('preClose', async () => {
      sweep?.stop();
      await hub.closeAll(SHUTDOWN_BATCH, SHUTDOWN_PAUSE_MS);
      sockets.close();
      await listener.close();
    });
  },
  {
    name: 'realtime',
    dependencies: ['context', 'observability', 'identity', 'auth', 'messaging'],
  },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's live clients (the realtime module), for tests and metrics. */
    liveHub?: ReturnType<typeof createLiveHub>;
  }
}
