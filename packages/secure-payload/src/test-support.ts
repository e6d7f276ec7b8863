import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** A fresh directory under os.tmpdir() and the function that removes it. */
export async function makeTempDir(): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'rrsp-secure-payload-'));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}
