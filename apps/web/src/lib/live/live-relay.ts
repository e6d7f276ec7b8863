import type { MessageTally } from '@rrsp/contract';
import type { LiveIncoming } from './live-cursor.ts';
import { isLiveProgress, isMessageItem, isMessageTally } from './live-frames.ts';
import type { LiveProgress } from './live-types.ts';

/**
 * What tabs of one browser tell each other on the `rrsp-live` BroadcastChannel. Every message names its scope (a hash
 * of the session token), so a tab still on an older session ignores the new one's traffic and the reverse.
 */
export const LIVE_CHANNEL_NAME = 'rrsp-live';

export type RelayMessage =
  /** The leader accepted a frame: every other tab runs it through its own cursor. */
  | { kind: 'incoming'; scope: string; incoming: LiveIncoming }
  /** A tab that has just started asks the leader where things stand. */
  | { kind: 'state?'; scope: string }
  | { kind: 'state'; scope: string; lastSeq: number | null; tally: MessageTally | null }
  /** A tab marked messages read: the tally its API call returned. */
  | { kind: 'tally'; scope: string; tally: MessageTally }
  /** The leader heard how far a long task has come: every other tab shows it too. */
  | { kind: 'progress'; scope: string; progress: LiveProgress };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isIncoming = (value: unknown): value is LiveIncoming => {
  if (!isRecord(value) || !isMessageTally(value.tally)) return false;
  if (value.type === 'message') return isMessageItem(value.message);
  return value.type === 'welcome' || value.type === 'tally';
};

export const isRelayMessage = (value: unknown, scope: string): value is RelayMessage => {
  if (!isRecord(value) || value.scope !== scope) return false;
  switch (value.kind) {
    case 'incoming':
      return isIncoming(value.incoming);
    case 'state?':
      return true;
    case 'state':
      return (
        (value.lastSeq === null || Number.isSafeInteger(value.lastSeq)) &&
        (value.tally === null || isMessageTally(value.tally))
      );
    case 'tally':
      return isMessageTally(value.tally);
    case 'progress':
      return isLiveProgress(value.progress);
    default:
      return false;
  }
};

/** A short, stable name for a session: the token itself must not appear in lock names or channel traffic. */
export const sessionScope = (token: string): string => {
  // FNV-1a, 32 bits: only needs to tell two sessions of one browser apart.
  let hash = 0x811c9dc5;
  for (let index = 0; index < token.length; index += 1) {
    hash ^= token.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
};
