/** SPEC.md §8/§9: a page chunk that has not arrived after 120 s counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/** Races a dynamic import against the chunk time-out. */
export const withChunkTimeout = <T>(load: Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError('页面文件加载超时')), timeoutMs);
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
};

/** Errors browsers raise when a dynamic import or its stylesheet fails (Chromium, Firefox, Safari, Vite). */
const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk .* failed/i,
];

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof ChunkLoadError ||
  (error instanceof Error && CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message)));
