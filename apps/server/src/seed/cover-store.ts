import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileService } from '../platform/files/file-service.ts';

/** Keeps a drawn cover and returns the URL it is served at. The seed draws; where pictures live is not its business. */
export type CoverStore = (name: string, svg: string) => Promise<string>;

/** Files under DATA_DIR/uploads/seed, served at /uploads/seed/ by the uploads route. */
export const localCoverStore =
  (dataDir: string): CoverStore =>
  async (name, svg) => {
    const directory = path.join(dataDir, 'uploads', 'seed');
    await fs.mkdir(directory, { recursive: true });
    await fs.writeFile(path.join(directory, name), svg);
    return `/uploads/seed/${name}`;
  };

/** Through the files service: public pictures at /files/<id>.svg, on whichever storage the deployment uses. */
export const fileServiceCoverStore =
  (files: Pick<FileService, 'storeGenerated'>): CoverStore =>
  async (name, svg) => {
    const stored = await files.storeGenerated({ bytes: Buffer.from(svg), mime: 'image/svg+xml', name });
    return stored.url ?? '';
  };
