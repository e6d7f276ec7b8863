import type { FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Prometheus metrics (issue 23). Every label has a bounded set of values (route templates, methods, statuses, task
 * names, channel names): never an id, a raw URL or anything a client typed, so a scan of random URLs cannot grow the
 * series without end.
 */

/** The label of a request no route matched (404s, the web app's pages): one series, whatever the URL. */
export const UNMATCHED_ROUTE = 'unmatched';

/** The operations endpoints: scraped and probed every few seconds, they would drown the traffic they measure. */
const UNMEASURED_ROUTES = new Set(['/metrics', '/healthz', '/readyz']);

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The route's template (`/files/:name`), never the URL it was called with; null for the operations endpoints. */
export const routeLabel = (request: FastifyRequest): string | null => {
  const template = request.is404 ? undefined : request.routeOptions.url;
  if (template === undefined) return UNMATCHED_ROUTE;
  return UNMEASURED_ROUTES.has(template) ? null : template;
};

/**
 * Node's own figures (event-loop delay, heap, GC, CPU, handles) belong to the process, not to one app: one registry
 * for the process, made on first use, so a test process that builds many apps starts the event-loop monitor once.
 */
let processRegistry: Registry | undefined;
export const processMetrics = (): Registry => {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
};

/** Counts each answered request and its time, by route template, method and status. */
export const createHttpMetrics = (registry: Registry) => {
  const requests = new Counter({
    name: 'rrsp_http_requests_total',
    help: 'HTTP requests answered, by route template, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'rrsp_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by route template and method',
    labelNames: ['route', 'method'] as const,
    // up to the request timeout: a licence upload on a slow uplink takes tens of seconds
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [registry],
  });
  return (request: FastifyRequest, reply: FastifyReply): void => {
    const route = routeLabel(request);
    if (route === null) return;
    const method = METHODS.has(request.method) ? request.method : 'OTHER';
    requests.inc({ route, method, status: String(reply.statusCode) });
    duration.observe({ route, method }, reply.elapsedTime / 1000);
  };
};

/** The connection pool: how many connections it holds, how many are busy, how many callers wait for one. */
export const addPoolMetrics = (registry: Registry, pool: pg.Pool): void => {
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  gauge('rrsp_db_pool_max', 'Connections the pool may open', () => pool.options.max ?? 10);
  gauge('rrsp_db_pool_total', 'Connections the pool holds open', () => pool.totalCount);
  gauge('rrsp_db_pool_idle', 'Open connections nobody is using', () => pool.idleCount);
  gauge('rrsp_db_pool_in_use', 'Connections checked out by a query or transaction', () =>
    Math.max(0, pool.totalCount - pool.idleCount),
  );
  gauge('rrsp_db_pool_waiting', 'Callers waiting for a connection (pool exhausted)', () => pool.waitingCount);
};

/** How long one reading of the database-backed figures serves scrapes: Prometheus and a person may scrape at once. */
const SAMPLE_MS = 5_000;

/**
 * Reads `read` at most once per `SAMPLE_MS` (scrapes meanwhile share the reading). A failed reading resolves
 * undefined, so one unreachable figure leaves its series out of the answer instead of failing the whole scrape.
 */
export const sampled = <T>(
  read: () => Promise<T>,
  onError: (error: unknown) => void,
): (() => Promise<T | undefined>) => {
  let last: { at: number; value: Promise<T | undefined> } | undefined;
  return () => {
    const now = Date.now();
    if (!last || now - last.at >= SAMPLE_MS) {
      last = {
        at: now,
        value: read().catch((error: unknown) => {
          onError(error);
          return undefined;
        }),
      };
    }
    return last.value;
  };
};
