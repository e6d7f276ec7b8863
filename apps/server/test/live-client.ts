import { LIVE_PATHS, type LiveFrame } from '@rrsp/contract';
import WebSocket from 'ws';

/** A live-channel client as a browser's would be: it says hello with its token and collects every frame it gets. */
export interface TestLiveClient {
  frames: LiveFrame[];
  /** Resolves with the first frame (from the start) that matches, waiting for it if need be. */
  frame: <T extends LiveFrame['type']>(
    type: T,
    where?: (frame: Extract<LiveFrame, { type: T }>) => boolean,
    timeoutMs?: number,
  ) => Promise<Extract<LiveFrame, { type: T }>>;
  /** The sequence numbers of the message frames, in the order they arrived. */
  seqs: () => number[];
  closed: Promise<number>;
  close: () => void;
}

export const openLiveSocket = (
  origin: string,
  hello: { token: string; after: number } | string | null,
): Promise<TestLiveClient> =>
  new Promise((resolve, reject) => {
    const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}${LIVE_PATHS.socket}`);
    const frames: LiveFrame[] = [];
    const waiters = new Set<() => void>();
    const closed = new Promise<number>((done) => socket.on('close', (code) => done(code)));
    socket.on('message', (data) => {
      frames.push(JSON.parse(String(data)) as LiveFrame);
      for (const wake of waiters) wake();
    });
    socket.on('error', reject);
    socket.on('open', () => {
      if (hello !== null) {
        socket.send(typeof hello === 'string' ? hello : JSON.stringify({ type: 'hello', ...hello }));
      }
      resolve({
        frames,
        seqs: () => frames.flatMap((frame) => (frame.type === 'message' ? [frame.message.seq] : [])),
        closed,
        close: () => socket.close(),
        frame: (type, where = () => true, timeoutMs = 5_000) =>
          new Promise((found, fail) => {
            const look = () => {
              const match = frames.find(
                (frame) => frame.type === type && where(frame as Extract<LiveFrame, { type: typeof type }>),
              );
              if (!match) return false;
              waiters.delete(look);
              clearTimeout(timer);
              found(match as Extract<LiveFrame, { type: typeof type }>);
              return true;
            };
            const timer = setTimeout(() => {
              waiters.delete(look);
              fail(new Error(`no ${type} frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
            }, timeoutMs);
            if (!look()) waiters.add(look);
          }),
      });
    });
  });
