import { eq, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../database/client.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { domainEvents } from './tables.ts';

/** Which jobs handle which event type. Static, so every instance enqueues the same handlers, whatever it mounts. */
export type EventSubscriptions = Record<string, readonly string[]>;

export interface DomainEvent {
  type: string;
  payload: Record<string, unknown>;
  actorUserId?: string | null;
}

export interface RecordedEvent<P> {
  id: number;
  type: string;
  payload: P;
  actorUserId: string | null;
  createdAt: Date;
}

export const mergeSubscriptions = (...parts: EventSubscriptions[]): EventSubscriptions => {
  const merged: Record<string, string[]> = {};
  for (const part of parts) {
    for (const [type, jobs] of Object.entries(part)) merged[type] = [...(merged[type] ?? []), ...jobs];
  }
  return merged;
};

export const createEventLog = (deps: {
  db: Database;
  jobs: JobQueue;
  subscriptions: EventSubscriptions;
}) => ({
  /** Records the event in the caller's transaction and enqueues one job per subscriber, in the same transaction. */
  async record(executor: Executor, event: DomainEvent): Promise<number> {
    const [row] = await executor
      .insert(domainEvents)
      .values({ type: event.type, payload: event.payload, actorUserId: event.actorUserId ?? null })
      .returning({ id: domainEvents.id });
    if (!row) throw new Error('event insert returned nothing');
    for (const job of deps.subscriptions[event.type] ?? []) {
      await deps.jobs.add(job, { eventId: row.id }, { executor });
    }
    return row.id;
  },

  async purgeOlderThan(days: number): Promise<void> {
    await deps.db
      .delete(domainEvents)
      .where(lt(domainEvents.createdAt, new Date(Date.now() - days * 86_400_000)));
  },

  /** The event a handler job was given, its payload checked against the handler's schema. */
  async load<S extends z.ZodType>(eventId: number, payload: S): Promise<RecordedEvent<z.output<S>> | null> {
    const [row] = await deps.db.select().from(domainEvents).where(eq(domainEvents.id, eventId)).limit(1);
    if (!row) return null;
    return { ...row, payload: payload.parse(row.payload) };
  },
});

export type EventLog = ReturnType<typeof createEventLog>;

/** The payload of every event-handler job. */
export interface EventJobPayload {
  eventId: number;
}
