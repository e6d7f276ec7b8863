import type { MessageItem, MessageTally } from '@rrsp/contract';
import type { LiveEvent } from './live-types.ts';

/**
 * Where this tab stands on the user's message sequence, and the one reducer every tab runs over what reaches it
 * (from its own connection or relayed by the leader), so that each message becomes exactly one event per tab.
 */
export interface LiveCursor {
  /** The last sequence number this tab has accounted for; null until it knows one (then it asks for the tally). */
  lastSeq: number | null;
  tally: MessageTally | null;
}

/** What changes a cursor: the frames that carry messages or tallies (welcome, message, tally). */
export type LiveIncoming =
  | { type: 'welcome'; tally: MessageTally }
  | { type: 'message'; message: MessageItem; tally: MessageTally }
  | { type: 'tally'; tally: MessageTally };

export const EMPTY_CURSOR: LiveCursor = { lastSeq: null, tally: null };

/**
 * Tallies only move forward: one describing fewer messages than the one held is older (a mark-read answer overtaken
 * by a new message's frame) and would show a wrong count. Of two about the same messages the later wins (a read).
 */
const laterTally = (held: MessageTally | null, next: MessageTally): MessageTally =>
  held === null || next.lastSeq >= held.lastSeq ? next : held;

const sameTally = (a: MessageTally | null, b: MessageTally | null): boolean =>
  a === b || (a !== null && b !== null && a.unread === b.unread && a.lastSeq === b.lastSeq);

export interface Applied {
  cursor: LiveCursor;
  /** The event this tab announces, if any: a message not seen before, or a tally that changed. */
  event?: LiveEvent;
}

export const applyIncoming = (cursor: LiveCursor, incoming: LiveIncoming): Applied => {
  if (incoming.type === 'message') {
    const { seq } = incoming.message;
    // Seen already (a replay after a reconnect, a relay that overlapped this tab's own connection): drop it.
    if (cursor.lastSeq !== null && seq <= cursor.lastSeq) return { cursor };
    const tally = laterTally(cursor.tally, incoming.tally);
    return {
      cursor: { lastSeq: seq, tally },
      event: { type: 'message', message: incoming.message, tally },
    };
  }
  // A welcome or tally frame says how many are unread; it never moves lastSeq: the messages it counts are replayed
  // (or were seen) as message frames, and skipping ahead would lose them.
  const tally = laterTally(cursor.tally, incoming.tally);
  if (sameTally(tally, cursor.tally)) return { cursor };
  return { cursor: { ...cursor, tally }, event: { type: 'tally', tally } };
};

/** Adopts what another tab or the tally endpoint knows: the messages up to there are not news to this page. */
export const adoptPosition = (
  cursor: LiveCursor,
  lastSeq: number | null,
  tally: MessageTally | null,
): LiveCursor => ({
  lastSeq: lastSeq === null ? cursor.lastSeq : Math.max(cursor.lastSeq ?? 0, lastSeq),
  tally: tally === null ? cursor.tally : laterTally(cursor.tally, tally),
});
