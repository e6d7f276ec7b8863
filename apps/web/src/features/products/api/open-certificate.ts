import { getProductCertificateLink } from '@rrsp/contract';
import { api } from '../../../lib/api.ts';
import { openInNewTab } from '../../../lib/open-in-new-tab.ts';

/**
 * Opens a certificate the product already keeps, from its form, in a new tab through its short-lived watermarked link
 * (the publisher's members may, as the reviewers do): the copy with 仅限本平台审核使用 on it, picture or PDF.
 */
export const openStoredCertificate = (productId: string, fileId: string) =>
  openInNewTab(
    async () => (await api.request(getProductCertificateLink, { query: { id: productId, fileId } })).url,
  );
