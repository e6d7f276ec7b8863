import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/database/client.ts';
import { EXPIRED } from './live-caller.ts';
import type { LiveHub } from './live-hub.ts';

/** Endings are announced at once; this catches what no statement announces: the clock running a session out. */
const SWEEP_INTERVAL_MS = 30_000;

interface SessionState extends Record<string, unknown> {
  id: string;
  ended: boolean;
  end_reason: string | null;
  expired: boolean;
}

/** Closes the live clients of sessions that ended or expired, asking the database about all of them in one query. */
export const createSessionSweep = (deps: {
  db: Database;
  hub: LiveHub;
  idleMs: number;
  log: FastifyBaseLogger;
}) => {
  const sweep = async () => {
    const ids = deps.hub.sessionIds();
    if (ids.length === 0) return;
    const result = await deps.db.execute<SessionState>(sql`
      SELECT wanted.id, s.id IS NULL OR s.ended_at IS NOT NULL AS ended, s.end_reason,
             s.expires_at <= now() OR s.last_seen_at + ${`${deps.idleMs} milliseconds`}::interval <= now() AS expired
        FROM unnest(${sql.param(ids)}::uuid[]) AS wanted(id)
        LEFT JOIN sessions s ON s.id = wanted.id`);
    for (const row of result.rows) {
      if (row.ended) deps.hub.endSession(row.id, row.end_reason ?? 'operator');
      else if (row.expired) deps.hub.endSession(row.id, EXPIRED);
    }
  };
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => deps.log.warn({ err: error }, '实时连接的会话检查失败，下次再查'));
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  return { sweep, stop: () => clearInterval(timer) };
};
