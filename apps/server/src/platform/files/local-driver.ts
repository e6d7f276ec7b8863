import { constants, createReadStream } from 'node:fs';
import { access, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { NotReady } from '../observability/readiness.ts';
import { streamToFile } from './spool.ts';
import { assertSafeKey, type StorageDriver } from './storage-driver.ts';

/** Files under a directory of DATA_DIR: the default, for one machine. */
export const localDriver = (root: string): StorageDriver => {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    name: 'local',
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await writeFile(file, bytes, { mode: 0o600 });
    },
    async putStream(key, source) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      return streamToFile(source, file);
    },
    async get(key) {
      const file = fileOf(key);
      const found = await stat(file).catch(() => null);
      return found?.isFile() ? createReadStream(file) : null;
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async ready() {
      // a read-only or missing mount shows here; as root a plain permission bit does not, writes would succeed too
      try {
        await mkdir(root, { recursive: true, mode: 0o700 });
        await access(root, constants.W_OK);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? 'error';
        throw new NotReady(`文件目录不可写（files directory not writable: ${code}）`);
      }
    },
  };
};
