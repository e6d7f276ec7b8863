/**
 * Opens an address that is still being fetched (a short-lived private link) in a new tab. The tab is opened first,
 * during the click, so a browser does not take it for a popup after the wait; it gets no handle on the portal. When
 * the browser blocks the tab, the page itself goes to the address; when the fetch fails, the tab closes again.
 */
export const openInNewTab = async (addressOf: () => Promise<string>): Promise<void> => {
  const tab = window.open('', '_blank');
  try {
    const url = await addressOf();
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else window.location.assign(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
};
