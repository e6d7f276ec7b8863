/**
 * A new window for an address that is still being fetched. Popup blockers allow windows opened during a click, not
 * after an await, so the window is opened at once and pointed at the address when it arrives. The partner gets no
 * handle on the portal (opener dropped).
 */
export interface PendingWindow {
  /** Sends the window to the address; false when the browser blocked the window (then follow a link instead). */
  go: (url: string) => boolean;
  close: () => void;
}

export const openPendingWindow = (
  waitingText: string,
  open: typeof window.open = window.open.bind(window),
) => {
  const opened = open('', '_blank');
  if (opened) {
    try {
      opened.opener = null;
      opened.document.title = waitingText;
      opened.document.body.textContent = waitingText;
    } catch {
      // another origin already: nothing to write
    }
  }
  const pending: PendingWindow = {
    go: (url) => {
      if (!opened || opened.closed) return false;
      opened.location.replace(url);
      return true;
    },
    close: () => {
      if (opened && !opened.closed) opened.close();
    },
  };
  return pending;
};
