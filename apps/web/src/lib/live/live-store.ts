import type { LiveEvent, LiveProgress, LiveState } from './live-types.ts';

/**
 * What this tab's UI reads: the tally and the transport, the stream of events, and the progress of long tasks. One
 * store per page, written by the live session of whoever is signed in, read by the bell, the message centre and the
 * data centre.
 */
export const OFFLINE_STATE: LiveState = { tally: null, transport: 'offline' };

let state: LiveState = OFFLINE_STATE;
const stateListeners = new Set<() => void>();
const eventListeners = new Set<(event: LiveEvent) => void>();
const progressListeners = new Set<(progress: LiveProgress) => void>();

/** One listener's mistake must not cost the others their event. */
const callEach = <A extends unknown[]>(listeners: Iterable<(...args: A) => void>, ...args: A) => {
  for (const listener of [...listeners]) {
    try {
      listener(...args);
    } catch (error) {
      queueMicrotask(() => {
        throw error;
      });
    }
  }
};

export const getLiveState = (): LiveState => state;

export const publishLiveState = (patch: Partial<LiveState>): void => {
  const next = { ...state, ...patch };
  // Browser specs read which transport each tab uses from the page itself (a signed-out page says 'offline').
  if (typeof document !== 'undefined') document.documentElement.dataset.liveTransport = next.transport;
  if (next.tally === state.tally && next.transport === state.transport) return;
  state = next;
  callEach(stateListeners);
};

export const emitLiveEvent = (event: LiveEvent): void => callEach(eventListeners, event);

export const emitLiveProgress = (progress: LiveProgress): void => callEach(progressListeners, progress);

export const subscribeLiveState = (listener: () => void): (() => void) => {
  stateListeners.add(listener);
  return () => {
    stateListeners.delete(listener);
  };
};

export const subscribeLiveEvents = (listener: (event: LiveEvent) => void): (() => void) => {
  eventListeners.add(listener);
  return () => {
    eventListeners.delete(listener);
  };
};

/** The progress of the user's long tasks (the data centre's large exports), in this tab, whichever tab connects. */
export const subscribeLiveProgress = (listener: (progress: LiveProgress) => void): (() => void) => {
  progressListeners.add(listener);
  return () => {
    progressListeners.delete(listener);
  };
};
