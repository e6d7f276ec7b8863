import type { MessageItem, MessageTally } from '@rrsp/contract';

/** How this tab receives live messages: its own connection, relayed by the tab that holds it, or not at all. */
export type LiveTransport = 'websocket' | 'sse' | 'poll' | 'follower' | 'offline';

/** The transports a tab can hold itself, best first. */
export type LiveRung = Extract<LiveTransport, 'websocket' | 'sse' | 'poll'>;

export type LiveEvent =
  | { type: 'message'; message: MessageItem; tally: MessageTally }
  | { type: 'tally'; tally: MessageTally };

export interface LiveState {
  tally: MessageTally | null;
  transport: LiveTransport;
}
