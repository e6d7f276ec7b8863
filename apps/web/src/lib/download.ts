/**
 * Starting a download from the page: a hidden link with `download`, clicked and taken away again. A file the server
 * serves (a signed, same-origin link answered as an attachment) is navigated to, never read into memory first, so a
 * large export streams straight to the disk; a file made in the page (a chart's picture) goes through an object URL.
 */

/** Navigates a hidden `<a href download>`: the browser saves what the address answers. */
export const downloadFromUrl = (href: string, fileName: string): void => {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
};

/** Saves a file the page made (a chart's PNG) under its name. */
export const downloadBlob = (blob: Blob, fileName: string): void => {
  const href = URL.createObjectURL(blob);
  downloadFromUrl(href, fileName);
  // the click has handed the file to the browser; the address is freed once it has started reading it
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
};
