import type { FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, type Metric, Registry } from 'prom-client';

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

/** Upper bounds of the request-duration buckets (s): up to the request timeout, a licence upload on a slow uplink takes tens of seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60] as const;

/**
 * Counts each answered request and its time, by route template, method and status.
 *
 * The figures are kept in plain numbers per series and handed to prom-client when scraped: prom-client's own `inc`
 * and `observe` build, hash and check a label object on every call, which was a visible part of the time of a
 * prepared public answer (decision 033). The requests counter takes the counts gathered since the last scrape in its
 * `collect`; the duration histogram is a collector of its own with the exposition prom-client's Histogram writes
 * (cumulative `_bucket` series with `le`, then `_sum` and `_count`).
 */
export const createHttpMetrics = (registry: Registry) => {
  const counts = new Map<
    string,
    { labels: { route: string; method: string; status: string }; pending: number }
  >();
  new Counter({
    name: 'rrsp_http_requests_total',
    help: 'HTTP requests answered, by route template, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
    collect() {
      for (const series of counts.values()) {
        if (series.pending === 0) continue;
        this.inc(series.labels, series.pending);
        series.pending = 0;
      }
    },
  });

  const name = 'rrsp_http_request_duration_seconds';
  const help = 'Time from a request arriving to its answer being sent, by route template and method';
  const durations = new Map<
    string,
    { labels: { route: string; method: string }; buckets: number[]; sum: number; count: number }
  >();
  const durationCollector = {
    name,
    help,
    type: 'histogram',
    aggregator: 'sum',
    get: async () => ({
      name,
      help,
      type: 'histogram',
      aggregator: 'sum',
      values: [...durations.values()].flatMap(({ labels, buckets, sum, count }) => {
        let below = 0;
        return [
          ...DURATION_BUCKETS.map((le, index) => {
            below += buckets[index] ?? 0;
            return { labels: { ...labels, le }, value: below, metricName: `${name}_bucket` };
          }),
          { labels: { ...labels, le: '+Inf' }, value: count, metricName: `${name}_bucket` },
          { labels, value: sum, metricName: `${name}_sum` },
          { labels, value: count, metricName: `${name}_count` },
        ];
      }),
    }),
    reset: () => durations.clear(),
  };
  // the registry reads a metric through get() (and reset()), which is all this collector has of a Histogram
  registry.registerMetric(durationCollector as unknown as Metric);

  /** One answered request of `route` (a template); the prepared answers' fast path counts its own through this. */
  const record = (route: string, requestMethod: string, statusCode: number, seconds: number): void => {
    const method = METHODS.has(requestMethod) ? requestMethod : 'OTHER';
    const status = String(statusCode);
    const countKey = `${route} ${method} ${status}`;
    let counted = counts.get(countKey);
    if (!counted) {
      counted = { labels: { route, method, status }, pending: 0 };
      counts.set(countKey, counted);
    }
    counted.pending += 1;

    const timeKey = `${route} ${method}`;
    let timed = durations.get(timeKey);
    if (!timed) {
      timed = { labels: { route, method }, buckets: DURATION_BUCKETS.map(() => 0), sum: 0, count: 0 };
      durations.set(timeKey, timed);
    }
    const bucket = DURATION_BUCKETS.findIndex((le) => seconds <= le);
    if (bucket >= 0) timed.buckets[bucket] = (timed.buckets[bucket] ?? 0) + 1;
    timed.sum += seconds;
    timed.count += 1;
  };

  const observe = (request: FastifyRequest, reply: FastifyReply): void => {
    const route = routeLabel(request);
    if (route === null) return;
    record(route, request.method, reply.statusCode, reply.elapsedTime / 1000);
  };
  return { observe, record };
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
