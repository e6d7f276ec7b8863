import { getProductCertificateLink } from '@rrsp/contract';
import { api } from '../../../lib/api.ts';

/**
 * Opens a product's certificate in a new tab through its short-lived watermarked link (the publishing tenant's members
 * and the reviewers may). The tab is opened first, so a browser does not take it for a popup after the wait.
 */
export const openCertificate = async (id: string, fileId: string) => {
  const tab = window.open('', '_blank');
  try {
    const link = await api.request(getProductCertificateLink, { query: { id, fileId } });
    if (tab) {
      tab.opener = null;
      tab.location.href = link.url;
    } else window.location.assign(link.url);
  } catch (error) {
    tab?.close();
    throw error;
  }
};
