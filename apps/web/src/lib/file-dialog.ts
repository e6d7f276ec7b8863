/**
 * How long after the window has the focus back (the dialog closed) a choice's `change` may still arrive: past it, the
 * dialog is taken as cancelled. Generous, since what waits for the dialog (a stand-in's swap) only waits a little
 * longer, while a choice arriving after it would be lost.
 */
export const CHANGE_AFTER_FOCUS_MS = 1000;

/**
 * Says when the file dialog a file input has just opened (call it from the input's click) is closed without a choice:
 * at the input's `cancel` event or, in a browser that does not fire it, when the window has the focus back and no
 * `change` follows within CHANGE_AFTER_FOCUS_MS. A choice (`change`) ends the watch: the input's own change handler
 * takes it. `closed` is called once at most; the returned function ends the watch.
 */
export const watchFileDialog = (input: HTMLInputElement, closed: () => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const end = () => {
    clearTimeout(timer);
    input.removeEventListener('cancel', cancel);
    input.removeEventListener('change', end);
    window.removeEventListener('focus', focused);
  };
  const cancel = () => {
    end();
    closed();
  };
  const focused = () => {
    clearTimeout(timer);
    timer = setTimeout(cancel, CHANGE_AFTER_FOCUS_MS);
  };
  input.addEventListener('cancel', cancel);
  input.addEventListener('change', end);
  window.addEventListener('focus', focused);
  return end;
};
