import pg from 'pg';

/** The channel migration 0013 notifies, with the changed table's name as the payload. */
export const PUBLIC_CHANGE_CHANNEL = 'public_change';

/** Notifications are delivered in commit order: a marker of ours heard back means every earlier change was heard. */
const SYNC_PREFIX = 'sync:';
const SYNC_TIMEOUT_MS = 2_000;

export interface ChangeListener {
  /**
   * Resolves once every change committed before the call has been heard (by sending a marker through the channel
   * and waiting for it), so a write answered after `sync` is never followed by a stale prepared answer here.
   */
  sync: (executor: Pick<pg.Pool, 'query'>) => Promise<void>;
  /**
   * Sends a marker as `sync` does and answers how many seconds it took to be heard back: the lag between a commit and
   * this instance hearing of it. Null when it was not heard within the sync timeout (then treated as a gap).
   */
  roundTrip: (executor: Pick<pg.Pool, 'query'>) => Promise<number | null>;
  /** Whether the listening connection is up now (false while it is being made again, and once closed). */
  connected: () => boolean;
  close: () => Promise<void>;
}

/** How long `sync` waits for its marker; a `roundTrip` not heard in this time answers null. */
export const CHANGE_SYNC_TIMEOUT_SECONDS = SYNC_TIMEOUT_MS / 1000;

export interface ChangeListenerEvents {
  /** A table that public answers are made from changed (on any instance), committed. */
  onChange: (table: string) => void;
  /**
   * Notifications may have been missed: the connection was lost (and is being made again) or is new. Called once
   * connected, so what was prepared before the gap is dropped.
   */
  onGap: () => void;
  onError?: (error: Error) => void;
}

/**
 * One connection per instance, outside the pool, LISTENing for committed changes to public tables
 * (docs/decisions/015). A lost connection is made again with a growing pause (up to 5 s), and every gap is
 * reported, since NOTIFY delivers nothing to a session that was not listening.
 */
export const startChangeListener = async (
  connection: pg.ClientConfig,
  events: ChangeListenerEvents,
  /** The channel to LISTEN on: public changes by default, the live channel's announcements for the realtime module. */
  channel: string = PUBLIC_CHANGE_CHANNEL,
): Promise<ChangeListener> => {
  let client: pg.Client | null = null;
  const waiting = new Map<string, () => void>();
  let syncCount = 0;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let pause = 100;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      ...connection,
      application_name: channel === PUBLIC_CHANGE_CHANNEL ? 'rrsp-change-listener' : `rrsp-listen-${channel}`,
    });
    next.on('notification', (message) => {
      if (message.channel !== channel || !message.payload) return;
      const marker = waiting.get(message.payload);
      if (marker) marker();
      else if (!message.payload.startsWith(SYNC_PREFIX)) events.onChange(message.payload);
    });
    next.on('error', (error) => {
      events.onError?.(error);
      reconnectLater(next);
    });
    next.on('end', () => reconnectLater(next));
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
    pause = 100;
    events.onGap();
  };

  const reconnectLater = (failed: pg.Client) => {
    if (closed || client !== failed) return;
    client = null;
    failed.end().catch(() => undefined);
    events.onGap();
    const attempt = () => {
      retryTimer = undefined;
      if (closed) return;
      connect().catch((error: Error) => {
        events.onError?.(error);
        pause = Math.min(pause * 2, 5_000);
        retryTimer = setTimeout(attempt, pause);
      });
    };
    retryTimer = setTimeout(attempt, pause);
  };

  await connect();

  /** Sends a marker through the channel; resolves with whether it was heard back within the timeout. */
  const sendMarker = async (executor: Pick<pg.Pool, 'query'>): Promise<boolean> => {
    syncCount += 1;
    const marker = `${SYNC_PREFIX}${process.pid}:${syncCount}`;
    const arrived = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        // not heard in time (connection lost meanwhile): what was prepared cannot be trusted
        waiting.delete(marker);
        events.onGap();
        resolve(false);
      }, SYNC_TIMEOUT_MS);
      waiting.set(marker, () => {
        clearTimeout(timer);
        waiting.delete(marker);
        resolve(true);
      });
    });
    await executor.query('SELECT pg_notify($1, $2)', [channel, marker]);
    return arrived;
  };

  return {
    async sync(executor) {
      await sendMarker(executor);
    },
    async roundTrip(executor) {
      const started = performance.now();
      const heard = await sendMarker(executor);
      return heard ? (performance.now() - started) / 1000 : null;
    },
    connected: () => client !== null,
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
};
