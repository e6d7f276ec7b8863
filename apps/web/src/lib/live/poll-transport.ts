import { LIVE_POLL_INTERVAL_MS, type MessageItem, type MessageTally } from '@rrsp/contract';
import type { OpenTransport } from './transport.ts';

export interface PollAnswer {
  messages: MessageItem[];
  tally: MessageTally;
  more: boolean;
}

export interface PollTransportOptions {
  /** One call of `pollLiveMessages` through the request client (quietly: no loading message, no error toast). */
  poll: (after: number) => Promise<PollAnswer>;
  intervalMs?: number;
}

/**
 * The last resort when neither stream connects: ask at once, then every minute, and again at once while the answer
 * says there is more. Its first answer stands for the streams' welcome. A failed call waits for the next turn: the
 * request client has already signed out if the session ended.
 */
export const pollTransport =
  (options: PollTransportOptions): OpenTransport =>
  (start, handlers) => {
    const intervalMs = options.intervalMs ?? LIVE_POLL_INTERVAL_MS;
    let closed = false;
    let welcomed = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const ask = async () => {
      let answer: PollAnswer;
      try {
        answer = await options.poll(start.after());
      } catch {
        if (!closed) timer = setTimeout(ask, intervalMs);
        return;
      }
      if (closed) return;
      if (!welcomed) {
        welcomed = true;
        handlers.onFrame({ type: 'welcome', tally: answer.tally });
      }
      for (const message of answer.messages) {
        if (closed) return;
        handlers.onFrame({ type: 'message', message, tally: answer.tally });
      }
      if (closed) return;
      handlers.onFrame({ type: 'tally', tally: answer.tally });
      const progressed = answer.messages.length > 0;
      if (answer.more && progressed) void ask();
      else timer = setTimeout(ask, intervalMs);
    };
    void ask();

    return {
      close() {
        closed = true;
        clearTimeout(timer);
      },
    };
  };
