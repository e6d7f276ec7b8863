import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** One answer, serialised once and served as these bytes until a table it was made from changes. */
export interface PreparedAnswer {
  body: Buffer;
  etag: string;
  /** Compressed lazily, on the first request that accepts it, then kept. */
  brotli?: Buffer;
  gzip?: Buffer;
}

interface Entry {
  answer: PreparedAnswer;
  tables: readonly string[];
  /** The generation of each of `tables` when the answer was read from the database. */
  generations: readonly number[];
  expiresAt: number;
  bytes: number;
  /** When a hit last moved it to the end of the least-recently-used order. */
  usedAt: number;
}

/**
 * How long a CDN in front may keep a public answer. Browsers revalidate every time (the ETag makes that a 304); a CDN
 * keeps it `seconds` (`s-maxage`) and may serve it 30 s longer while it asks again. That last part goes in
 * `CDN-Cache-Control` (RFC 9213), which browsers ignore: Chromium honours `stale-while-revalidate` in
 * `Cache-Control` too, and then showed a reader an answer from before a write, revalidating in the background
 * (docs/decisions/015).
 */
export const sharedCacheHeaders = (seconds: number) => ({
  'cache-control': `public, max-age=0, s-maxage=${seconds}`,
  'cdn-cache-control': `max-age=${seconds}, stale-while-revalidate=30`,
});

/** Below this an answer is not worth compressing (the same threshold as @fastify/compress). */
const COMPRESS_THRESHOLD = 1024;

export const etagOf = (body: Buffer): string =>
  `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * Prepared public answers of this instance (docs/decisions/015).
 *
 * Each table has a generation, raised when PostgreSQL says the table changed (see change-listener.ts). An answer
 * remembers the generations it was read under, taken *before* the read: if a change lands while the answer is being
 * made, the stored generations are already old and the answer is never served. So a change is never hidden by a
 * read that raced it. Least recently used answers go first when the byte budget is spent; every answer also expires
 * after `ttlMs`, a safety net for a notification lost with a connection (the listener clears everything then too).
 */
export const createPublicCache = (options: { ttlMs: number; maxBytes: number; now?: () => number }) => {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const generations = new Map<string, number>();
  let totalBytes = 0;
  let epoch = 0;

  const generationOf = (table: string): number => generations.get(table) ?? 0;
  /** Whether none of `tables` changed (and nothing was missed) since `taken`. */
  const unchangedSince = (tables: readonly string[], taken: { epoch: number; generations: number[] }) =>
    taken.epoch === epoch && tables.every((table, i) => generationOf(table) === taken.generations[i]);
  const drop = (key: string, entry: Entry) => {
    entries.delete(key);
    totalBytes -= entry.bytes;
  };

  return {
    enabled: options.ttlMs > 0,

    /** Call before reading the database for an answer; pass the result to `store`. */
    snapshot(tables: readonly string[]): { epoch: number; generations: number[] } {
      return { epoch, generations: tables.map(generationOf) };
    },

    get(key: string): PreparedAnswer | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      const time = now();
      let fresh = entry.expiresAt > time;
      for (let i = 0; fresh && i < entry.tables.length; i += 1) {
        fresh = generationOf(entry.tables[i] ?? '') === entry.generations[i];
      }
      if (!fresh) {
        drop(key, entry);
        return undefined;
      }
      // Map keeps insertion order: moving a hit to the end makes the first key the least recently used. Once a
      // second is enough for that order (a busy answer was moved on every hit, a visible cost: decision 033).
      if (time - entry.usedAt >= 1_000) {
        entries.delete(key);
        entries.set(key, entry);
        entry.usedAt = time;
      }
      return entry.answer;
    },

    store(
      key: string,
      tables: readonly string[],
      taken: { epoch: number; generations: number[] },
      body: Buffer,
    ): PreparedAnswer {
      const answer: PreparedAnswer = { body, etag: etagOf(body) };
      if (!options.ttlMs || !unchangedSince(tables, taken)) return answer;
      const old = entries.get(key);
      if (old) drop(key, old);
      const bytes = body.length * 2 + key.length + 200; // room for a compressed copy beside the body
      if (bytes > options.maxBytes / 8) return answer;
      entries.set(key, {
        answer,
        tables,
        generations: taken.generations,
        expiresAt: now() + options.ttlMs,
        bytes,
        usedAt: now(),
      });
      totalBytes += bytes;
      for (const [oldest, entry] of entries) {
        if (totalBytes <= options.maxBytes) break;
        drop(oldest, entry);
      }
      return answer;
    },

    /** A table changed: every answer made from it is stale from now on. */
    invalidate(table: string): void {
      generations.set(table, generationOf(table) + 1);
    },

    /** Changes may have been missed (the listener lost its connection): nothing prepared can be trusted. */
    clear(): void {
      epoch += 1;
      entries.clear();
      totalBytes = 0;
    },

    unchangedSince,

    stats: () => ({ entries: entries.size, bytes: totalBytes }),
  };
};

export type PublicCache = ReturnType<typeof createPublicCache>;

/**
 * Values of this instance read from `tables`, kept until one of them changes (the same notifications as the prepared
 * answers): for what is read on every request and changes rarely, such as who a session belongs to. Keeps nothing
 * when the cache is off, since then nobody listens for changes.
 */
export type ChangeAwareMemo<T> = ReturnType<typeof createChangeAwareMemo<T>>;

export const createChangeAwareMemo = <T>(
  cache: PublicCache,
  tables: readonly string[],
  options: { maxEntries: number },
) => {
  const entries = new Map<string, { value: T; taken: ReturnType<PublicCache['snapshot']> }>();
  return {
    /** Call before reading the database for a value; pass the result to `set`. */
    snapshot: () => cache.snapshot(tables),
    get(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (cache.unchangedSince(tables, entry.taken)) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set(key: string, value: T, taken: ReturnType<PublicCache['snapshot']>): void {
      if (!cache.enabled || !cache.unchangedSince(tables, taken)) return;
      entries.delete(key);
      entries.set(key, { value, taken });
      // a Map keeps insertion order: the first key is the one set longest ago
      if (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
    },
  };
};

/** The codings a client accepts (`q=0` refuses one). */
const acceptedCodings = (header: string): Set<string> => {
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
};

/** The body in the best encoding the request accepts; compressed copies are made once per answer. */
export const encodedBody = (
  answer: PreparedAnswer,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: 'br' | 'gzip' } => {
  if (!acceptEncoding || answer.body.length < COMPRESS_THRESHOLD) return { body: answer.body };
  const accepted = acceptedCodings(acceptEncoding);
  if (accepted.has('br')) {
    answer.brotli ??= brotliCompressSync(answer.body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: answer.body.length },
    });
    return { body: answer.brotli, encoding: 'br' };
  }
  if (accepted.has('gzip')) {
    answer.gzip ??= gzipSync(answer.body, { level: 6 });
    return { body: answer.gzip, encoding: 'gzip' };
  }
  return { body: answer.body };
};
