import { useSyncExternalStore } from 'react';
import { useLiveState } from '../../../lib/live/index.ts';
import { hasSession, subscribeSession } from '../../../lib/session.ts';
import { useMessageTally } from '../api/get-message-tally.ts';

/**
 * The exact number of unread messages: the live channel's, or the server's answer while the channel has said none
 * yet (just signed in, or offline). Undefined until either is known. Nothing is asked once the session has ended
 * (a sign-out leaves the work area a moment after the header hears of it).
 */
export const useUnreadCount = (): number | undefined => {
  const { tally } = useLiveState();
  const signedIn = useSyncExternalStore(subscribeSession, hasSession, () => false);
  const fallback = useMessageTally({ enabled: tally === null && signedIn });
  return tally?.unread ?? fallback.data?.unread;
};
