import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge, Registry } from 'prom-client';
import { CHANGE_SYNC_TIMEOUT_SECONDS, type ChangeListener } from '../database/change-listener.ts';
import { addPoolMetrics, createHttpMetrics, sampled } from './metrics.ts';
import { createReadiness, NotReady, type Readiness } from './readiness.ts';
import { installRequestScope } from './request-scope.ts';

export interface WatchedListener {
  /** The readiness check's name (`changeListener`) and its label in the 503's sentence. */
  check: string;
  label: string;
  /** The channel it listens on: the metrics' label. */
  channel: string;
  listener: ChangeListener;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus registry: a platform service adds the figures it owns (served at `/metrics`). */
    metrics: Registry;
    /** The checks `/readyz` runs: a platform service adds the one for what it depends on. */
    readiness: Readiness;
    /** Counts an answered request in the request metrics (the prepared answers' fast path answers without Fastify). */
    recordRequest: (route: string, method: string, statusCode: number, seconds: number) => void;
    /** Reports a change listener's connection in `/readyz` and its lag in `/metrics`. */
    watchChangeListener: (watched: WatchedListener) => void;
  }
}

/**
 * What an operator sees of a running instance (issue 23): the request scope and request metrics from the first hook
 * on, the pool's figures, the database's readiness, and the change listeners'. Registered right after the context,
 * so every later plugin can add its own figures and checks.
 */
export const observabilityPlugin = fp(
  async (app: FastifyInstance) => {
    installRequestScope(app);
    const metrics = new Registry();
    const readiness = createReadiness(app.log);
    app.decorate('metrics', metrics);
    app.decorate('readiness', readiness);

    const { observe, record } = createHttpMetrics(metrics);
    app.decorate('recordRequest', record);
    app.addHook('onResponse', (request, reply, done) => {
      observe(request, reply);
      done();
    });
    addPoolMetrics(metrics, app.db.$client);

    readiness.add('database', {
      label: '数据库',
      required: true,
      check: async () => {
        await app.db.execute(sql`select 1`);
      },
    });

    const listeners = new Map<
      string,
      { listener: ChangeListener; lag: () => Promise<number | null | undefined> }
    >();
    new Gauge({
      name: 'rrsp_change_notification_lag_seconds',
      help: `Seconds from a NOTIFY sent through the pool to this instance hearing it (${CHANGE_SYNC_TIMEOUT_SECONDS}: not heard within that)`,
      labelNames: ['channel'] as const,
      registers: [metrics],
      async collect() {
        this.reset();
        for (const [channel, { lag }] of listeners) {
          const seconds = await lag();
          if (seconds !== undefined) this.set({ channel }, seconds ?? CHANGE_SYNC_TIMEOUT_SECONDS);
        }
      },
    });
    new Gauge({
      name: 'rrsp_change_listener_connected',
      help: 'Whether the listening connection of the channel is up (1) or being made again (0)',
      labelNames: ['channel'] as const,
      registers: [metrics],
      collect() {
        for (const [channel, { listener }] of listeners) this.set({ channel }, listener.connected() ? 1 : 0);
      },
    });

    // Without its listener an instance serves answers prepared before a change, or misses live messages: not ready.
    app.decorate('watchChangeListener', ({ check, label, channel, listener }: WatchedListener) => {
      readiness.add(check, {
        label,
        required: true,
        check: async () => {
          if (!listener.connected()) throw new NotReady(`${label}连接已断开（listening connection is down）`);
        },
      });
      listeners.set(channel, {
        listener,
        lag: sampled(
          async () => (listener.connected() ? listener.roundTrip(app.db.$client) : null),
          (error) => app.log.warn({ err: error, channel }, 'change-notification lag not measured'),
        ),
      });
    });
  },
  { name: 'observability', dependencies: ['context'] },
);
