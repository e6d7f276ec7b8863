import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Writes a stream to a file (created private) and answers its size; a failed write leaves no file behind. */
export const streamToFile = async (source: Readable, file: string): Promise<number> => {
  try {
    await pipeline(source, createWriteStream(file, { mode: 0o600 }));
  } catch (error) {
    const { rm } = await import('node:fs/promises');
    await rm(file, { force: true });
    throw error;
  }
  return (await stat(file)).size;
};
