/**
 * Answers of this instance kept for a while, for the sitemaps: a crawler walking them costs one build per file, and
 * crawlers asking for the same file at once share one build. Their lifetime bounds how stale they are; the pages
 * themselves are in the public-answer cache, dropped on change (docs/decisions/015, 017).
 */
export const createTtlCache = <T>(options: { ttlMs: number; maxEntries: number; now?: () => number }) => {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: T; expiresAt: number }>();
  const pending = new Map<string, Promise<T>>();
  return {
    async get(key: string, make: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.value;
      if (hit) entries.delete(key);
      const running = pending.get(key);
      if (running) return running;
      const made = make()
        .then((value) => {
          if (options.ttlMs > 0) {
            entries.set(key, { value, expiresAt: now() + options.ttlMs });
            // a Map keeps insertion order: the first keys are the oldest
            for (const oldest of entries.keys()) {
              if (entries.size <= options.maxEntries) break;
              entries.delete(oldest);
            }
          }
          return value;
        })
        .finally(() => pending.delete(key));
      pending.set(key, made);
      return made;
    },
    clear: () => entries.clear(),
    size: () => entries.size,
  };
};
