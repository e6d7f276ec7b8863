import { LIVE_REPLAY_BATCH, type LiveFrame, type MessageTally } from '@rrsp/contract';
import type { MessageStore } from '../../platform/messaging/message-store.ts';

/** One open stream to one browser (a WebSocket or an SSE response), whichever carries it. */
export interface LiveClient {
  userId: string;
  /** Null for a test token: nothing can end it but its socket. */
  sessionId: string | null;
  /** The last sequence number this client has been sent (or said it saw). */
  lastSeq: number;
  send: (frame: LiveFrame) => void;
  /** Sends the frame, if any, and closes; the transport removes the client when its socket is gone. */
  close: (frame?: LiveFrame) => void;
}

export interface LiveHubOptions {
  store: Pick<MessageStore, 'after' | 'tallies'>;
  /** What a session's end says to its pages, by the reason the database gave. */
  endingOf: (reason: string) => Extract<LiveFrame, { type: 'ended' }>;
  onError: (error: unknown) => void;
  /** A client beyond this many for one user makes the oldest go (a stuck tab, or abuse). */
  maxClientsPerUser?: number;
}

const MAX_USERS_PER_ROUND = 500;
const RETRY_PAUSE_MS = 1_000;
/** Longer than any connect takes between checking a session and joining the hub. */
const RECENTLY_ENDED_MS = 60_000;

/**
 * The instance's live clients, and the only thing that sends them messages. Announcements say only "user U has
 * message N"; the hub reads what each client has not had from the store, so a missed or merged announcement loses
 * nothing, and a single delivery loop sends each client every message once, in order.
 */
export const createLiveHub = (options: LiveHubOptions) => {
  const byUser = new Map<string, Set<LiveClient>>();
  const bySession = new Map<string, Set<LiveClient>>();
  const dirty = new Set<string>();
  /** Sessions ended lately: a client of one that joins after its announcement (it was still connecting) is closed. */
  const recentlyEnded = new Map<string, { reason: string; at: number }>();
  const tallyOnly = new Set<string>();
  let running: Promise<void> | null = null;
  const maxPerUser = options.maxClientsPerUser ?? 30;

  const index = <K>(map: Map<K, Set<LiveClient>>, key: K, client: LiveClient) => {
    const set = map.get(key) ?? new Set<LiveClient>();
    set.add(client);
    map.set(key, set);
  };
  const unindex = <K>(map: Map<K, Set<LiveClient>>, key: K, client: LiveClient) => {
    const set = map.get(key);
    if (!set) return;
    set.delete(client);
    if (set.size === 0) map.delete(key);
  };

  const deliverRound = async (users: string[]) => {
    const wanted = users.flatMap((userId) => {
      const clients = byUser.get(userId);
      if (!clients) return [];
      return [{ userId, after: Math.min(...[...clients].map((client) => client.lastSeq)) }];
    });
    // this round answers the tally changes announced so far; one announced while it reads is the next round's
    const tallyChanged = new Set(users.filter((userId) => tallyOnly.delete(userId)));
    if (wanted.length === 0) return;
    // the tallies are read after the rows: each counter then stands at or past every message this round sends
    const rows = await options.store.after(wanted, LIVE_REPLAY_BATCH);
    const tallies = await options.store.tallies(wanted.map((w) => w.userId));
    const sent = new Map<string, number>();
    const from = new Map(wanted.map((w) => [w.userId, w.after]));
    for (const row of rows) {
      const { userId, ...message } = row;
      const tally: MessageTally = tallies.get(userId) ?? { unread: 0, lastSeq: message.seq };
      for (const client of byUser.get(userId) ?? []) {
        // a client that joined during the read, further back than the read began, is owed what lies between: it was
        // marked for the next round, which reads from its own number
        if (client.lastSeq >= message.seq || client.lastSeq < (from.get(userId) ?? 0)) continue;
        client.lastSeq = message.seq;
        client.send({ type: 'message', message, tally });
      }
      sent.set(userId, (sent.get(userId) ?? 0) + 1);
    }
    for (const { userId } of wanted) {
      // a full batch may have more behind it
      if ((sent.get(userId) ?? 0) >= LIVE_REPLAY_BATCH) dirty.add(userId);
      else if (tallyChanged.has(userId) && !sent.has(userId)) {
        const tally = tallies.get(userId) ?? { unread: 0, lastSeq: 0 };
        for (const client of byUser.get(userId) ?? []) client.send({ type: 'tally', tally });
      }
    }
  };

  const drain = async () => {
    while (dirty.size > 0) {
      const users = [...dirty].slice(0, MAX_USERS_PER_ROUND);
      for (const userId of users) dirty.delete(userId);
      try {
        await deliverRound(users);
      } catch (error) {
        // the database is away: these users are owed their messages, asked again after a pause
        options.onError(error);
        for (const userId of users) dirty.add(userId);
        await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
      }
    }
  };

  const schedule = (userId: string) => {
    dirty.add(userId);
    running ??= drain().finally(() => {
      running = null;
      if (dirty.size > 0) schedule([...dirty][0] as string);
    });
  };

  const remove = (client: LiveClient) => {
    unindex(byUser, client.userId, client);
    if (client.sessionId) unindex(bySession, client.sessionId, client);
  };

  return {
    /** Takes a client in and sends it everything after its number. Returns what removes it. */
    add(client: LiveClient): () => void {
      const ended = client.sessionId ? recentlyEnded.get(client.sessionId) : undefined;
      if (ended) {
        client.close(options.endingOf(ended.reason));
        return () => undefined;
      }
      const existing = byUser.get(client.userId);
      if (existing && existing.size >= maxPerUser) {
        const oldest = existing.values().next().value;
        if (oldest) {
          remove(oldest);
          oldest.close({ type: 'bye', msg: '同一账号打开的实时连接过多，较早的连接已关闭' });
        }
      }
      index(byUser, client.userId, client);
      if (client.sessionId) index(bySession, client.sessionId, client);
      schedule(client.userId);
      return () => remove(client);
    },

    /** An announcement heard on the live channel (see LIVE_CHANNEL for its forms). */
    announce(payload: string): void {
      const [kind, id, detail, done, total] = payload.split(':');
      if (!id) return;
      if (kind === 'm' && byUser.has(id)) schedule(id);
      else if (kind === 'p' && detail) {
        // progress is not stored: only the clients connected now are told, a page that missed it reads its list
        const frame = {
          type: 'progress',
          task: 'export',
          id: detail,
          done: Number(done),
          total: Number(total),
        } as const;
        for (const client of byUser.get(id) ?? []) client.send(frame);
      } else if (kind === 't' && byUser.has(id)) {
        tallyOnly.add(id);
        schedule(id);
      } else if (kind === 'e') this.endSession(id, detail ?? 'operator');
    },

    /** Announcements may have been missed: every connected user is asked for again. */
    catchUp(): void {
      for (const userId of byUser.keys()) schedule(userId);
    },

    /** Closes a session's clients, telling their pages why. */
    endSession(sessionId: string, reason: string): void {
      const now = Date.now();
      for (const [id, { at }] of recentlyEnded) if (now - at > RECENTLY_ENDED_MS) recentlyEnded.delete(id);
      recentlyEnded.set(sessionId, { reason, at: now });
      const clients = bySession.get(sessionId);
      if (!clients) return;
      const frame = options.endingOf(reason);
      for (const client of [...clients]) {
        remove(client);
        client.close(frame);
      }
    },

    sessionIds: (): string[] => [...bySession.keys()],

    count: (): number => {
      let total = 0;
      for (const set of byUser.values()) total += set.size;
      return total;
    },

    /** Waits for the delivery loop to go idle (tests, shutdown). */
    settled: async (): Promise<void> => {
      while (running) await running;
    },

    /**
     * Closes every client in batches with a pause between them, so their reconnections spread over the other
     * instances instead of arriving all at once.
     */
    async closeAll(batchSize: number, pauseMs: number): Promise<void> {
      const all = [...byUser.values()].flatMap((set) => [...set]);
      for (let start = 0; start < all.length; start += batchSize) {
        for (const client of all.slice(start, start + batchSize)) {
          remove(client);
          client.close({ type: 'bye', msg: '服务器正在重启，稍后自动重新连接' });
        }
        if (start + batchSize < all.length) await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
    },
  };
};

export type LiveHub = ReturnType<typeof createLiveHub>;
