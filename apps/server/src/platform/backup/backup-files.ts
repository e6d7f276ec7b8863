import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Files copied as streams, each hashed on the way: a 10 MB licence is never held whole, nor a table's dump. */

export interface Digest {
  size: number;
  sha256: string;
}

/** A pass-through that counts and hashes what flows by; `digest()` once the stream has ended. */
export const digesting = () => {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    hash.update(chunk);
    size += chunk.length;
  });
  return { stream, digest: (): Digest => ({ size, sha256: hash.digest('hex') }) };
};

type Stage = NodeJS.ReadableStream | NodeJS.WritableStream | NodeJS.ReadWriteStream;

/**
 * Streams `before` into `after` (a source and stages, then stages and a sink) through a counter, and answers the size
 * and sha256 of the bytes that passed between the two: a backup hashes COPY's text before gzip, a restore after gunzip.
 */
export const pipeWithDigest = async (before: Stage[], after: Stage[]): Promise<Digest> => {
  const counter = digesting();
  await pipeline([...before, counter.stream, ...after]);
  return counter.digest();
};

export const copyFileWithDigest = async (from: string, to: string): Promise<Digest> => {
  await mkdir(path.dirname(to), { recursive: true, mode: 0o700 });
  return pipeWithDigest([createReadStream(from)], [createWriteStream(to, { mode: 0o600 })]);
};

/** The regular files under a directory, as paths relative to it with `/`; none when it does not exist. */
export const listFiles = async (root: string): Promise<string[]> => {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
};
