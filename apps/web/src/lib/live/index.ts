import { LIVE_PATHS, type MessageTally } from '@rrsp/contract';
import { useSyncExternalStore } from 'react';
import { env, moduleBaseUrls } from '../../config/env.ts';
import { getToken, subscribeSession } from '../session.ts';
import type { LiveClient, LiveEnvironment, LiveSession } from './live-session.ts';
import { getLiveState, OFFLINE_STATE, publishLiveState, subscribeLiveState } from './live-store.ts';
import type { LiveState } from './live-types.ts';
import { socketUrl } from './live-urls.ts';

/**
 * The live channel in the browser (issue 21): new messages and the unread tally as they happen, over one connection
 * per browser shared by its tabs (WebSocket, else server-sent events, else a poll a minute). The app shell starts it
 * once; the bell and the message centre read the state and listen for events. It idles while nobody is signed in.
 */

export type { LiveClient } from './live-session.ts';
export {
  getLiveState,
  subscribeLiveEvents,
  subscribeLiveProgress,
  subscribeLiveState,
} from './live-store.ts';
export type { LiveEvent, LiveProgress, LiveState, LiveTransport } from './live-types.ts';

export interface LiveChannelOptions {
  /** How long a hidden tab keeps (or waits for) the connection before it lets go; tests shorten it. */
  hiddenReleaseMs?: number;
  /** Browser facilities, replaced in tests. */
  environment?: Partial<LiveEnvironment>;
}

const browserEnvironment = (): LiveEnvironment => ({
  locks: typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined,
  BroadcastChannel: typeof BroadcastChannel === 'undefined' ? undefined : BroadcastChannel,
  visibility: document,
  network: {
    isOnline: () => navigator.onLine,
    subscribe: (onChange) => {
      const online = () => onChange(true);
      const offline = () => onChange(false);
      window.addEventListener('online', online);
      window.addEventListener('offline', offline);
      return () => {
        window.removeEventListener('online', online);
        window.removeEventListener('offline', offline);
      };
    },
  },
  WebSocket,
  fetch: globalThis.fetch.bind(globalThis),
  socketUrl: socketUrl(env.wsBase, LIVE_PATHS.socket, window.location),
  streamUrl: `${moduleBaseUrls.realtime}${LIVE_PATHS.stream}`,
});

/**
 * The connection's code (the session, its transports, the tab leadership) loads with the first sign-in of the page,
 * not with every page's first load: a visitor never needs it (docs/decisions/034).
 */
const loadLiveSession = () => import('./live-session.ts');

/**
 * The session of whoever is signed in now; undefined while signed out. `session` is undefined until its code has
 * loaded; `stopped` tells a session still loading that it is no longer wanted.
 */
let active: { token: string; session: LiveSession | undefined; stopped: boolean } | undefined;

const stopActive = () => {
  if (active) {
    active.stopped = true;
    active.session?.stop();
  }
  active = undefined;
  publishLiveState(OFFLINE_STATE);
};

/**
 * Starts the channel for this page (the app shell, once) and follows sign-in and sign-out: a new token starts a new
 * session, none stops it. `client` is the app's request client (shared code may not import it). Returns stop.
 */
export const startLiveChannel = (client: LiveClient, options: LiveChannelOptions = {}): (() => void) => {
  const environment = { ...browserEnvironment(), ...options.environment };
  const follow = () => {
    const token = getToken();
    if (active?.token === token) return;
    stopActive();
    if (!token) return;
    const starting: NonNullable<typeof active> = { token, session: undefined, stopped: false };
    active = starting;
    loadLiveSession().then(
      ({ startLiveSession }) => {
        if (starting.stopped) return;
        starting.session = startLiveSession({
          token,
          client,
          environment,
          ...(options.hiddenReleaseMs === undefined ? {} : { hiddenReleaseMs: options.hiddenReleaseMs }),
        });
      },
      // without its code the page works as without a connection: lists and the bell read on their own
      () => undefined,
    );
  };
  follow();
  const stopFollowing = subscribeSession(follow);
  return () => {
    stopFollowing();
    stopActive();
  };
};

/** The bell's and the message centre's view: re-renders when the tally or the transport changes. */
export const useLiveState = (): LiveState =>
  useSyncExternalStore(subscribeLiveState, getLiveState, getLiveState);

/** After marking messages read, the message centre sets the tally the call returned; the other tabs get it too. */
export const setLiveTally = (tally: MessageTally): void => {
  if (active?.session) active.session.setTally(tally);
  else publishLiveState({ tally });
};
