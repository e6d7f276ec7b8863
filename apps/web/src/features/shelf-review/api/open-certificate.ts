import { getProductCertificateLink } from '@rrsp/contract';
import { api } from '../../../lib/api.ts';
import { openInNewTab } from '../../../lib/open-in-new-tab.ts';

/**
 * Opens a product's certificate in a new tab through its short-lived watermarked link (the publishing tenant's members
 * and the reviewers may): a picture, or a PDF the browser shows with its own viewer.
 */
export const openCertificate = (id: string, fileId: string) =>
  openInNewTab(async () => (await api.request(getProductCertificateLink, { query: { id, fileId } })).url);
