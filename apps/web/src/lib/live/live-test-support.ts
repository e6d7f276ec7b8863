import type { MessageItem, MessageTally } from '@rrsp/contract';

/** Test-only: messages and tallies for the live channel's tests. */

export const tally = (unread: number, lastSeq: number): MessageTally => ({ unread, lastSeq });

export const message = (seq: number): MessageItem => ({
  messageId: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
  seq,
  kind: 'settlement.decided',
  title: `消息 ${seq}`,
  body: '入驻申请已通过',
  link: null,
  createdAt: '2026-11-22T08:00:00.000Z',
  read: false,
});

/** A stand-in for the browser's WebSocket: the test plays the server (open, receive, drop). */
export class FakeSocket {
  static made: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: (() => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: (() => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.readyState = 3;
    this.closedWith = code;
  }
  open() {
    if (this.readyState === 1) return;
    this.readyState = 1;
    this.onopen?.();
  }
  receive(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
  fail() {
    this.readyState = 3;
    this.onerror?.();
    this.onclose?.();
  }
}

/** Resolves once `check` holds (the tabs' BroadcastChannel and the lock queue deliver asynchronously). */
export const until = async (check: () => boolean, what = 'the condition'): Promise<void> => {
  for (let waited = 0; !check(); waited += 5) {
    if (waited > 2_000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

/**
 * A stand-in for the Web Locks API (Node has none): exclusive locks granted in request order, each request
 * abortable while it waits, granted asynchronously as browsers do.
 */
export class FakeLocks {
  private readonly held = new Set<string>();
  private readonly waiting = new Map<string, (() => void)[]>();

  request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const run = () => {
        callback()
          .then(resolve, reject)
          .finally(() => {
            this.held.delete(name);
            const next = this.waiting.get(name)?.shift();
            if (next) {
              this.held.add(name);
              queueMicrotask(next);
            }
          });
      };
      options.signal?.addEventListener('abort', () => {
        const queue = this.waiting.get(name) ?? [];
        if (!queue.includes(run)) return;
        this.waiting.set(
          name,
          queue.filter((entry) => entry !== run),
        );
        reject(new DOMException('aborted', 'AbortError'));
      });
      if (this.held.has(name)) {
        this.waiting.set(name, [...(this.waiting.get(name) ?? []), run]);
      } else {
        this.held.add(name);
        queueMicrotask(run);
      }
    });
  }
}
