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
/**
 * The API that opened the loading message, which alone can close it: a request sent before <App> mounted opens it on
 * the static API, and the context-aware one bound meanwhile would leave it up for good.
 */
let loadingOpenedBy: MessageInstance | undefined;

export const appNotifier: Notifier = {
  loading(text) {
    loadingCount += 1;
    if (loadingCount === 1) {
      loadingOpenedBy = messageApi;
      loadingOpenedBy.open({ key: LOADING_KEY, type: 'loading', content: text, duration: 0 });
    }
    let dismissed = false;
    return () => {
      if (dismissed) return;
      dismissed = true;
      loadingCount -= 1;
      if (loadingCount === 0) {
        loadingOpenedBy?.destroy(LOADING_KEY);
        loadingOpenedBy = undefined;
      }
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
