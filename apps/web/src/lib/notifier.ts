import { message as staticMessage } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationConfig } from 'antd/es/notification/interface';
import type { Notifier } from './api-client.ts';

/** Toast duration in seconds (SPEC.md §9), set explicitly rather than left to antd's default. */
export const MESSAGE_DURATION_S = 3;
/** Notification duration in seconds (SPEC.md §9). */
export const NOTIFICATION_DURATION_S = 4.5;

/**
 * How the app's notifications (antd `notification`: a new message while the user works) show: top right, 4.5 s each
 * (the time stops while the pointer rests on one), three at most. Only the work areas show them, through a holder of
 * their own (features/messages), so no page outside them loads the notification code (docs/decisions/016).
 */
export const NOTIFICATION_CONFIG = {
  placement: 'topRight',
  duration: NOTIFICATION_DURATION_S,
  pauseOnHover: true,
  maxCount: 3,
} as const satisfies NotificationConfig;

/**
 * The message API the request client talks to. Until <App> mounts (and binds its context-aware instance, which
 * follows the theme) the static API is used, configured with the same durations.
 */
let messageApi: MessageInstance = staticMessage;
staticMessage.config({ duration: MESSAGE_DURATION_S, maxCount: 3 });

export const bindMessageApi = (api: MessageInstance): void => {
  messageApi = api;
};

/**
 * What the loading indicator shows (components/feedback/request-loading.tsx): 请稍候… while any request that asked for
 * it runs, nothing otherwise. It is drawn by the app itself, not as an antd message: a message closed before its
 * opening animation had run (a quick answer on a busy page) stayed in the page, unseen but read out as an alert, and
 * kept saying 请稍候… for good.
 */
let loadingCount = 0;
let loadingText: string | null = null;
const loadingListeners = new Set<() => void>();
const announceLoading = () => {
  for (const listener of loadingListeners) listener();
};

export const requestLoading = {
  subscribe(listener: () => void): () => void {
    loadingListeners.add(listener);
    return () => loadingListeners.delete(listener);
  },
  /** The text to show, or null while no request asks for it. */
  text: (): string | null => loadingText,
};

export const appNotifier: Notifier = {
  loading(text) {
    loadingCount += 1;
    loadingText = text;
    announceLoading();
    let dismissed = false;
    return () => {
      if (dismissed) return;
      dismissed = true;
      loadingCount -= 1;
      if (loadingCount === 0) loadingText = null;
      announceLoading();
    };
  },
  error(text) {
    // Keyed by text: the same sentence from several failing requests shows once.
    messageApi.open({ key: `error:${text}`, type: 'error', content: text, duration: MESSAGE_DURATION_S });
  },
  warning(text) {
    messageApi.open({ key: `warning:${text}`, type: 'warning', content: text, duration: MESSAGE_DURATION_S });
  },
};
