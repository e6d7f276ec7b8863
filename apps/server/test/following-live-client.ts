import { openLiveSocket, type TestLiveClient } from './live-client.ts';

/** How long a client waits before trying again when it cannot connect at all. */
const RETRY_MS = 100;

/**
 * A live-channel client that keeps going as a browser's does: when its socket closes it connects again (to whichever
 * instance `pickOrigin` names: the one a balancer would send it to) with the last sequence number it saw, and keeps
 * every message number it got, from every connection, in the order they came.
 */
export interface FollowingLiveClient {
  /** Every message frame's sequence number, over all its connections, in arrival order. */
  seqs: () => number[];
  /** The last sequence number it saw (0 for none). */
  last: () => number;
  /** The instances it connected to, in order (one entry per connection). */
  origins: string[];
  stop: () => void;
}

export const followLive = async (
  token: string,
  pickOrigin: (previous: string | null) => string,
  /** The pause after a lost connection (a browser waits 0.5–1.5 s, web/src/lib/live/reconnect-delay.ts). */
  reconnectDelayMs = 0,
): Promise<FollowingLiveClient> => {
  const done: number[] = [];
  const origins: string[] = [];
  let current: TestLiveClient | null = null;
  let stopped = false;
  const seqs = () => [...done, ...(current?.seqs() ?? [])];
  const last = () => seqs().at(-1) ?? 0;

  const connect = async (previous: string | null): Promise<void> => {
    for (;;) {
      const origin = pickOrigin(previous);
      try {
        current = await openLiveSocket(origin, { token, after: last() });
        origins.push(origin);
        const socket = current;
        void socket.closed.then(() => {
          done.push(...socket.seqs());
          if (current === socket) current = null;
          if (stopped) return;
          setTimeout(() => {
            if (!stopped) void connect(origin);
          }, reconnectDelayMs);
        });
        return;
      } catch {
        // refused (the instance is gone or not up): ask again for where to go
        if (stopped) return;
        previous = origin;
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
  };

  await connect(null);
  return {
    seqs,
    last,
    origins,
    stop: () => {
      stopped = true;
      current?.close();
    },
  };
};
