/**
 * One tab per browser holds the live connection: the one holding a Web Lock. The others wait in the lock's queue
 * and take over, in turn, when it closes. A tab hidden for a while (default a minute) leaves the queue, or lets go
 * of the lock, so a browser full of forgotten tabs keeps no connection open; it asks again when it is shown.
 * Without Web Locks every tab leads itself, still only while shown.
 */
export const HIDDEN_RELEASE_MS = 60_000;

/** The part of `document` this needs; tests pass their own. */
export interface VisibilitySource {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export interface LeadershipOptions {
  lockName: string;
  /** `navigator.locks`, or undefined where the browser has none. */
  locks: LockManager | undefined;
  visibility: VisibilitySource;
  hiddenReleaseMs?: number;
  /** This tab leads from now; returns what to do when it stops leading. */
  lead(): () => void;
}

export const holdLeadership = (options: LeadershipOptions): (() => void) => {
  const { locks, visibility } = options;
  const hiddenReleaseMs = options.hiddenReleaseMs ?? HIDDEN_RELEASE_MS;
  let stopped = false;
  /** Hidden long enough: neither leading nor queueing until shown again. */
  let parked = false;
  let hiddenTimer: ReturnType<typeof setTimeout> | undefined;
  /** The pending lock request, aborted when the tab parks. */
  let queued: AbortController | undefined;
  /** Ends this tab's lead (and frees the lock). */
  let letGo: (() => void) | undefined;

  const startLeading = (release: () => void) => {
    const stopLeading = options.lead();
    letGo = () => {
      letGo = undefined;
      stopLeading();
      release();
    };
  };

  const ask = () => {
    if (!locks) {
      startLeading(() => {});
      return;
    }
    const request = new AbortController();
    queued = request;
    locks
      .request(options.lockName, { signal: request.signal }, () => {
        if (queued === request) queued = undefined;
        // Granted just as this tab parked or stopped (an abort after the grant is ignored): hand it straight on.
        if (stopped || parked || request.signal.aborted) return Promise.resolve();
        return new Promise<void>((resolve) => startLeading(resolve));
      })
      .catch(() => {
        // Aborted while queueing: this tab parked or stopped.
      });
  };

  const park = () => {
    parked = true;
    queued?.abort();
    queued = undefined;
    letGo?.();
  };

  const onVisibility = () => {
    clearTimeout(hiddenTimer);
    if (visibility.visibilityState === 'hidden') {
      hiddenTimer = setTimeout(park, hiddenReleaseMs);
    } else if (parked) {
      parked = false;
      ask();
    }
  };

  visibility.addEventListener('visibilitychange', onVisibility);
  ask();
  // A tab opened in the background queues too, and parks like any tab hidden for a while.
  if (visibility.visibilityState === 'hidden') hiddenTimer = setTimeout(park, hiddenReleaseMs);

  return () => {
    stopped = true;
    clearTimeout(hiddenTimer);
    visibility.removeEventListener('visibilitychange', onVisibility);
    queued?.abort();
    queued = undefined;
    letGo?.();
  };
};
