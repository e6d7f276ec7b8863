import type { MessageItem, MessageTally } from '@rrsp/contract';

/** How this tab receives live messages: its own connection, relayed by the tab that holds it, or not at all. */
export type LiveTransport = 'websocket' | 'sse' | 'poll' | 'follower' | 'offline';

/** The transports a tab can hold itself, best first. */
export type LiveRung = Extract<LiveTransport, 'websocket' | 'sse' | 'poll'>;

export type LiveEvent =
  | { type: 'message'; message: MessageItem; tally: MessageTally }
  | { type: 'tally'; tally: MessageTally };

/**
 * How far a long task the user asked for has come (a large export of the data centre): `done` of `total` rows. Not
 * sequenced and not stored by the server: a tab that missed one reads the task's state from its list, so the frame
 * goes past the message cursor, to every tab of the browser as it comes.
 */
export interface LiveProgress {
  task: 'export';
  id: string;
  done: number;
  total: number;
}

export interface LiveState {
  tally: MessageTally | null;
  transport: LiveTransport;
}
