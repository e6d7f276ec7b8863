import type { MessageInstance, MessageType, TypeOpen } from 'antd/es/message/interface';

/** Something to do with antd's message API once it is there. */
export type MessageCall = (api: MessageInstance) => void;

/**
 * A message API that stands in for antd's until its code has loaded (docs/decisions/034): each call is handed to
 * `request`, which runs it at once when the API is there and later otherwise. What a call returns behaves as antd's
 * answer does (calling it closes the toast, awaiting it waits until the toast has closed), whenever the toast shows.
 */
export const createDeferredMessage = (request: (call: MessageCall) => void): MessageInstance => {
  const deferred = (show: (api: MessageInstance) => MessageType): MessageType => {
    let shown: MessageType | undefined;
    // boxed: a promise resolved with antd's answer, itself a thenable, would wait for the toast to close
    let resolveBox: (box: { shown: MessageType }) => void = () => undefined;
    const box = new Promise<{ shown: MessageType }>((resolve) => {
      resolveBox = resolve;
    });
    request((api) => {
      shown = show(api);
      resolveBox({ shown });
    });
    if (shown) return shown;
    const close = (() => {
      void box.then((answer) => answer.shown());
    }) as MessageType;
    // biome-ignore lint/suspicious/noThenProperty: antd's answer is a thenable (awaiting it waits for the toast to close)
    close.then = (onFulfilled, onRejected) =>
      box.then((answer) => answer.shown).then(onFulfilled, onRejected);
    return close;
  };
  const typed =
    (kind: 'info' | 'success' | 'error' | 'warning' | 'loading'): TypeOpen =>
    (content, duration, onClose) =>
      deferred((api) => api[kind](content, duration, onClose));
  return {
    info: typed('info'),
    success: typed('success'),
    error: typed('error'),
    warning: typed('warning'),
    loading: typed('loading'),
    open: (args) => deferred((api) => api.open(args)),
    destroy: (key) => request((api) => api.destroy(key)),
  };
};
