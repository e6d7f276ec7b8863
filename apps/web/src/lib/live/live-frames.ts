import type { LiveFrame, MessageItem, MessageTally } from '@rrsp/contract';
import type { LiveProgress } from './live-types.ts';

/**
 * Reads the server's frames by hand rather than with the contract's LiveFrameSchema: the channel runs on every page,
 * and a schema there would bring zod back into the first load (docs/decisions/016). It checks what this client
 * relies on (the type, the sequence number, the tally's numbers); the server's own tests hold it to the schema.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

export const isMessageTally = (value: unknown): value is MessageTally =>
  isRecord(value) && isCount(value.unread) && isCount(value.lastSeq);

export const isMessageItem = (value: unknown): value is MessageItem =>
  isRecord(value) &&
  isCount(value.seq) &&
  (value.seq as number) >= 1 &&
  typeof value.messageId === 'string' &&
  typeof value.kind === 'string' &&
  typeof value.title === 'string' &&
  typeof value.read === 'boolean';

/** A progress frame's own fields (the relay between tabs carries them too). */
export const isLiveProgress = (value: unknown): value is LiveProgress =>
  isRecord(value) &&
  value.task === 'export' &&
  typeof value.id === 'string' &&
  value.id !== '' &&
  isCount(value.done) &&
  isCount(value.total);

export const isLiveFrame = (value: unknown): value is LiveFrame => {
  if (!isRecord(value)) return false;
  switch (value.type) {
    case 'welcome':
    case 'tally':
      return isMessageTally(value.tally);
    case 'message':
      return isMessageItem(value.message) && isMessageTally(value.tally);
    case 'progress':
      return isLiveProgress(value);
    case 'ended':
      return typeof value.reason === 'string' && typeof value.msg === 'string';
    case 'bye':
      return typeof value.msg === 'string';
    default:
      return false;
  }
};

/** A frame from its JSON text; anything else (a proxy's page, a newer server's frame) is skipped. */
export const parseLiveFrame = (text: string): LiveFrame | undefined => {
  try {
    const value: unknown = JSON.parse(text);
    return isLiveFrame(value) ? value : undefined;
  } catch {
    return undefined;
  }
};
