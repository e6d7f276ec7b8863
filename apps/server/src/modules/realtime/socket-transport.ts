import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { LIVE_PATHS, type LiveFrame, LiveHelloSchema } from '@rrsp/contract';
import type { FastifyInstance } from 'fastify';
import { type WebSocket, WebSocketServer } from 'ws';
import { resolveLiveCaller } from './live-caller.ts';
import type { LiveClient, LiveHub } from './live-hub.ts';

/** The hello must come this soon after the socket opens: an idle anonymous socket costs memory for nothing. */
const HELLO_TIMEOUT_MS = 5_000;
/** A ping this often; a socket that has not answered the previous one is gone (a sleeping laptop, a dead proxy). */
const PING_INTERVAL_MS = 25_000;
/** A hello is a few dozen bytes: nothing larger is read from a client. */
const MAX_FRAME_BYTES = 1_024;

const CLOSE_NORMAL = 1000;
const CLOSE_POLICY = 1008;
const CLOSE_GOING_AWAY = 1001;

const pathOf = (url: string | undefined): string => {
  try {
    return new URL(url ?? '/', 'http://localhost').pathname;
  } catch {
    return '';
  }
};

/**
 * `/ws`: the WebSocket form of the live channel. The token arrives in the first frame, never in the URL (which access
 * logs and proxies keep); until then the socket is nobody's.
 */
export const mountSocketTransport = (app: FastifyInstance, hub: LiveHub) => {
  const server = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_FRAME_BYTES,
    perMessageDeflate: false,
  });
  const alive = new WeakMap<WebSocket, boolean>();

  const accept = (socket: WebSocket) => {
    let client: LiveClient | null = null;
    let removeClient: (() => void) | null = null;
    const send = (frame: LiveFrame) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
    };
    const helloTimer = setTimeout(() => socket.close(CLOSE_POLICY, 'hello expected'), HELLO_TIMEOUT_MS);
    alive.set(socket, true);
    socket.on('pong', () => alive.set(socket, true));
    socket.on('close', () => {
      clearTimeout(helloTimer);
      removeClient?.();
    });
    socket.on('error', () => socket.terminate());
    socket.once('message', async (data, isBinary) => {
      clearTimeout(helloTimer);
      let parsed: unknown;
      try {
        parsed = isBinary ? null : JSON.parse(String(data));
      } catch {
        parsed = null;
      }
      const hello = LiveHelloSchema.safeParse(parsed);
      if (!hello.success) {
        send({ type: 'bye', msg: '实时连接的首条消息格式不正确' });
        socket.close(CLOSE_POLICY, 'bad hello');
        return;
      }
      const caller = await resolveLiveCaller(app, hello.data.token).catch(() => null);
      if (!caller) {
        send({ type: 'bye', msg: '服务暂时不可用，稍后自动重新连接' });
        socket.close(CLOSE_GOING_AWAY, 'unavailable');
        return;
      }
      if (!caller.ok) {
        send(caller.frame);
        socket.close(CLOSE_NORMAL, 'session ended');
        return;
      }
      if (socket.readyState !== socket.OPEN) return;
      client = {
        userId: caller.userId,
        sessionId: caller.sessionId,
        lastSeq: hello.data.after,
        send,
        close: (frame) => {
          if (frame) send(frame);
          socket.close(frame?.type === 'ended' ? CLOSE_NORMAL : CLOSE_GOING_AWAY);
        },
      };
      const tally = await app.messenger.store.tally(caller.userId).catch(() => null);
      if (!tally || socket.readyState !== socket.OPEN) {
        if (!tally) socket.close(CLOSE_GOING_AWAY, 'unavailable');
        return;
      }
      send({ type: 'welcome', tally });
      removeClient = hub.add(client);
      // any later frame from the browser is ignored: the channel only speaks to it
    });
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Node takes its own error listener off a socket before handing it over: a client resetting the connection would
    // otherwise raise an error nobody handles, and end the process
    socket.on('error', () => socket.destroy());
    if (pathOf(request.url) !== LIVE_PATHS.socket) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    server.handleUpgrade(request, socket, head, (ws) => accept(ws));
  };
  app.server.on('upgrade', onUpgrade);

  const pinger = setInterval(() => {
    for (const socket of server.clients) {
      if (alive.get(socket) === false) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }, PING_INTERVAL_MS);
  pinger.unref();

  return {
    count: () => server.clients.size,
    close: () => {
      clearInterval(pinger);
      app.server.off('upgrade', onUpgrade);
      for (const socket of server.clients) socket.terminate();
      server.close();
    },
  };
};
