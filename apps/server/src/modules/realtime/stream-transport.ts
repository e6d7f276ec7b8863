import { LIVE_PATHS, type LiveFrame, LivePollQuerySchema } from '@rrsp/contract';
import type { FastifyInstance } from 'fastify';
import { decideAccess } from '../../platform/auth/access.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { signedInCaller } from '../../platform/identity/require.ts';
import { releaseRequestContext } from '../../platform/observability/request-scope.ts';
import type { LiveClient, LiveHub } from './live-hub.ts';

/** A comment line this often keeps proxies (nginx's 60 s read timeout) and the browser from giving up on a quiet stream. */
const HEARTBEAT_MS = 25_000;

const lastEventIdOf = (header: string | string[] | undefined): number => {
  const value = Number(Array.isArray(header) ? header[0] : header);
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
};

/**
 * `/ws/stream`: the live channel as server-sent events, for where a proxy will not pass a WebSocket. Authenticated by
 * the same headers as every API call (the client reads it with fetch, not EventSource, so the token stays out of the
 * URL); `X-Accel-Buffering: no` tells nginx not to hold the events back.
 */
export const streamRoutes = async (app: FastifyInstance, deps: { hub: LiveHub }) => {
  app.get(LIVE_PATHS.stream, async (request, reply) => {
    await app.authenticate(request);
    const refusal = decideAccess('signedIn', request.principal, request.credentialProblem, request.client);
    if (refusal) throw refusal;
    const query = LivePollQuerySchema.safeParse(request.query);
    if (!query.success) throw badRequest('序号必须是不小于 0 的整数');
    const caller = signedInCaller(request.principal);
    const tally = await app.messenger.store.tally(caller.user.id);

    // the browser may have gone while the session and tally were read: nothing would ever say so again
    if (request.raw.socket.destroyed) return reply.hijack();
    reply.hijack();
    releaseRequestContext(request);
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
      connection: 'keep-alive',
    });
    // a stream stays open for hours: the server's idle-socket timeout is for requests, not for this
    request.raw.socket.setTimeout(0);
    const write = (frame: LiveFrame) => {
      const id = frame.type === 'message' ? `id: ${frame.message.seq}\n` : '';
      raw.write(`${id}data: ${JSON.stringify(frame)}\n\n`);
    };
    write({ type: 'welcome', tally });

    let removeClient: () => void = () => undefined;
    const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
    const finish = () => {
      clearInterval(heartbeat);
      removeClient();
      if (!raw.writableEnded) raw.end();
    };
    const client: LiveClient = {
      userId: caller.user.id,
      sessionId: caller.sessionId,
      lastSeq: Math.max(query.data.after, lastEventIdOf(request.headers['last-event-id'])),
      send: write,
      close: (frame) => {
        if (frame && !raw.writableEnded) write(frame);
        finish();
      },
    };
    // the response closes when the browser goes (or the stream ends here)
    raw.on('close', finish);
    removeClient = deps.hub.add(client);
  });
};
