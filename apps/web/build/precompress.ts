import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Text formats worth compressing; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|html|json|txt|xml|webmanifest)$/i;
/** Below this a compressed copy saves less than the extra file and header cost. */
export const MIN_BYTES = 1024;

const listFiles = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
};

export interface PrecompressResult {
  file: string;
  bytes: number;
  gzipBytes: number | null;
  brotliBytes: number | null;
}

/**
 * Writes `<file>.gz` (gzip -9) and `<file>.br` (brotli quality 11) beside every compressible file of `dir` that is at
 * least MIN_BYTES long, so the server sends them as they are (@fastify/static `preCompressed`) instead of compressing
 * on every request or not at all. A copy that would not be smaller is not written.
 */
export const precompressDir = async (dir: string): Promise<PrecompressResult[]> => {
  const files = (await listFiles(dir)).filter((file) => COMPRESSIBLE.test(file));
  return Promise.all(
    files.map(async (file): Promise<PrecompressResult> => {
      const { size } = await stat(file);
      if (size < MIN_BYTES) return { file, bytes: size, gzipBytes: null, brotliBytes: null };
      const source = await readFile(file);
      const [gz, br] = await Promise.all([
        gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
        brotliAsync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: size,
          },
        }),
      ]);
      const keepGz = gz.length < size;
      const keepBr = br.length < size;
      await Promise.all([
        keepGz ? writeFile(`${file}.gz`, gz) : undefined,
        keepBr ? writeFile(`${file}.br`, br) : undefined,
      ]);
      return {
        file,
        bytes: size,
        gzipBytes: keepGz ? gz.length : null,
        brotliBytes: keepBr ? br.length : null,
      };
    }),
  );
};

/** Vite plugin: precompress the finished build (assets, copied public files and index.html alike). */
export const precompress = (): Plugin => {
  let config: ResolvedConfig;
  return {
    name: 'rrsp:precompress',
    apply: 'build',
    configResolved: (resolved) => {
      config = resolved;
    },
    closeBundle: {
      // After every other plugin has written its files (index.html is written last).
      order: 'post',
      sequential: true,
      handler: async () => {
        const outDir = path.resolve(config.root, config.build.outDir);
        const results = await precompressDir(outDir);
        const written = results.filter((r) => r.gzipBytes !== null || r.brotliBytes !== null);
        config.logger.info(`precompress: ${written.length} 个文件已生成 .gz 与 .br（${outDir}）`);
      },
    },
  };
};
