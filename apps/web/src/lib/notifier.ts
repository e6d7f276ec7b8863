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
 * The message API the request client talks to: the provider's (components/feedback), which follows the theme and
 * loads antd's toast code with the first toast (docs/decisions/034). Toasts asked for before the provider has bound it
 * wait for it; as the provider shows three at most, only the last three are kept (on the server, which renders pages
 * but shows no toast, the provider never binds).
 */
let messageApi: MessageInstance | null = null;
const MAX_WAITING_TOASTS = 3;
const waitingToasts: ((api: MessageInstance) => void)[] = [];

const toast = (show: (api: MessageInstance) => void): void => {
  if (messageApi) {
    show(messageApi);
    return;
  }
  waitingToasts.push(show);
  if (waitingToasts.length > MAX_WAITING_TOASTS) waitingToasts.shift();
};

export const bindMessageApi = (api: MessageInstance): void => {
  messageApi = api;
  for (const show of waitingToasts.splice(0)) show(api);
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
    toast((api) =>
      api.open({ key: `error:${text}`, type: 'error', content: text, duration: MESSAGE_DURATION_S }),
    );
  },
  warning(text) {
    toast((api) =>
      api.open({ key: `warning:${text}`, type: 'warning', content: text, duration: MESSAGE_DURATION_S }),
    );
  },
};
