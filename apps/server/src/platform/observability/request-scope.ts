import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contextStore, holdContext, withContextHeld } from '../async-context.ts';

/**
 * Which request a piece of work belongs to, without passing it down every call: a job added anywhere during a request
 * (a service, the notifier, the event log) records the request's id, and a job runs inside the scope of the request
 * that enqueued it, so its log lines and the jobs it adds in turn carry the same `reqId` as the request's own lines.
 */
interface Scope {
  reqId: string;
  /** Inside a job the root logger adds `reqId` itself; a request's logger has it bound already. */
  inJob: boolean;
}

const scope = contextStore<Scope>();

/** The id of the request this code runs for (directly, or through the job it enqueued); undefined otherwise. */
export const currentRequestId = (): string | undefined => scope.getStore()?.reqId;

/** Runs a job's handler in the scope of the request that enqueued it (none: no scope, as for a scheduled job). */
export const runInJobScope = <T>(reqId: string | undefined, work: () => Promise<T>): Promise<T> =>
  withContextHeld(() => (reqId === undefined ? scope.exit(work) : scope.run({ reqId, inJob: true }, work)));

/** pino's mixin: every line logged while a job runs names the request that enqueued it. */
export const jobLogFields = (): { reqId?: string } => {
  const store = scope.getStore();
  return store?.inJob ? { reqId: store.reqId } : {};
};

/**
 * Opens the scope when a request arrives: its hooks, the reading of its body and its handler all run inside it (a body
 * that arrives after the headers included: the test sends one so over a real socket). The request holds the context
 * until its response is closed (answered, or the connection gone).
 */
export const installRequestScope = (app: FastifyInstance): void => {
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
    const release = holdContext();
    heldBy.set(request, release);
    reply.raw.once('close', release);
    scope.run({ reqId: request.id, inJob: false }, done);
  });
};

const heldBy = new WeakMap<FastifyRequest, () => void>();

/**
 * Ends a request's hold on the context before its response closes: a live stream stays open for hours, and one
 * connected client would keep the async hooks on for every other request meanwhile. What the stream does after this
 * reads no request scope.
 */
export const releaseRequestContext = (request: FastifyRequest): void => {
  heldBy.get(request)?.();
};
