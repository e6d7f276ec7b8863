import type { FileService } from '../platform/files/file-service.ts';

/** Keeps a drawn cover and returns the URL it is served at. The seed draws; where pictures live is not its business. */
export type CoverStore = (name: string, svg: string) => Promise<string>;

/** Through the files service: public pictures at /files/<id>.svg, on whichever storage the deployment uses. */
export const fileServiceCoverStore =
  (files: Pick<FileService, 'storeGenerated'>): CoverStore =>
  async (name, svg) => {
    const stored = await files.storeGenerated({ bytes: Buffer.from(svg), mime: 'image/svg+xml', name });
    return stored.url ?? '';
  };

/** Keeps a drawn picture as a public image and returns its stored file id: for content that refers to its pictures
 * by file, as a shelf item does (attached to the item by the seed). */
export type ImageStore = (name: string, svg: string) => Promise<string>;

export const fileServiceImageStore =
  (files: Pick<FileService, 'storeGenerated'>): ImageStore =>
  async (name, svg) =>
    (await files.storeGenerated({ bytes: Buffer.from(svg), mime: 'image/svg+xml', name })).fileId;

/** Demo licence photos: private files of their applicants, like an upload. */
export const fileServiceLicenceStore =
  (files: Pick<FileService, 'store'>) =>
  async (bytes: Buffer, name: string): Promise<string> =>
    (await files.store({ kind: 'licence', bytes, originalName: name, ownerUserId: null })).fileId;

/** Demo certificates of products (issue 24): private files like an upload, given to the product's author by the seed. */
export const fileServiceCertificateStore =
  (files: Pick<FileService, 'store'>) =>
  async (bytes: Buffer, name: string): Promise<string> =>
    (await files.store({ kind: 'certificate', bytes, originalName: name, ownerUserId: null })).fileId;
