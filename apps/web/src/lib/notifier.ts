import { message as staticMessage } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { Notifier } from './api-client.ts';

/** Toast duration in seconds (SPEC.md §9), set explicitly rather than left to antd's default. */
export const MESSAGE_DURATION_S = 3;
/** Notification duration in seconds (SPEC.md §9). */
export const NOTIFICATION_DURATION_S = 4.5;

const LOADING_KEY = 'rrsp-request-loading';

/**
 * The message API the request client talks to. Until <App> mounts (and binds its context-aware instance, which
 * follows the theme) the static API is used, configured with the same durations.
 */
let messageApi: MessageInstance = staticMessage;
staticMessage.config({ duration: MESSAGE_DURATION_S, maxCount: 3 });

export const bindMessageApi = (api: MessageInstance): void => {
  messageApi = api;
};

/** Requests in flight that asked for the loading message: one message stays up while any of them runs. */
let loadingCount = 0;

export const appNotifier: Notifier = {
  loading(text) {
    loadingCount += 1;
    if (loadingCount === 1)
      messageApi.open({ key: LOADING_KEY, type: 'loading', content: text, duration: 0 });
    let dismissed = false;
    return () => {
      if (dismissed) return;
      dismissed = true;
      loadingCount -= 1;
      if (loadingCount === 0) messageApi.destroy(LOADING_KEY);
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
