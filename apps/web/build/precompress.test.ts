import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressDir } from './precompress.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rrsp-precompress-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('precompressDir', () => {
  it('writes .gz and .br copies that decode to the original, in nested folders too', async () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, 'assets'));
    const script = 'export const greeting = "乡村振兴";\n'.repeat(200);
    writeFileSync(path.join(dir, 'assets', 'index-abc.js'), script);
    writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${'首页'.repeat(400)}</title>`);

    await precompressDir(dir);

    for (const file of [path.join(dir, 'assets', 'index-abc.js'), path.join(dir, 'index.html')]) {
      const original = readFileSync(file);
      expect(gunzipSync(readFileSync(`${file}.gz`)).equals(original)).toBe(true);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(original)).toBe(true);
    }
  });

  it('leaves small files and formats that are compressed already alone', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'tiny.css'), 'a{}'.repeat(10));
    writeFileSync(path.join(dir, 'cover.png'), Buffer.alloc(MIN_BYTES * 4, 1));

    const results = await precompressDir(dir);

    expect(results.map((r) => path.basename(r.file))).toEqual(['tiny.css']);
    expect(existsSync(path.join(dir, 'tiny.css.gz'))).toBe(false);
    expect(existsSync(path.join(dir, 'cover.png.br'))).toBe(false);
  });
});
