/**
 * The one client-side storage helper (SPEC.md §3): a single JSON object under one product-specific root key in
 * localStorage, each entry optionally carrying an expiry timestamp. Expired entries read as missing and are pruned.
 * Corrupt JSON is discarded; when localStorage is unavailable (privacy mode, sandboxed frame, quota) the helper
 * keeps working in memory for the life of the page.
 */

export const STORAGE_ROOT_KEY = 'rrsp';

interface Entry {
  /** The stored value. */
  v: unknown;
  /** Expiry as epoch milliseconds; absent means no expiry. */
  e?: number;
}

type Root = Record<string, Entry>;

export interface SetOptions {
  /** Time to live in milliseconds from now. */
  ttlMs?: number;
  /** Absolute expiry as epoch milliseconds; wins over ttlMs. */
  expiresAt?: number;
}

export interface Storage<Schema extends Record<string, unknown>> {
  get<K extends keyof Schema & string>(key: K): Schema[K] | undefined;
  set<K extends keyof Schema & string>(key: K, value: Schema[K], options?: SetOptions): void;
  remove(...keys: (keyof Schema & string)[]): void;
  clear(): void;
}

export interface CreateStorageOptions {
  rootKey?: string;
  /** Returns the backing Web Storage; may throw or return undefined when unavailable. */
  backend?: () => globalThis.Storage | undefined;
  now?: () => number;
}

const defaultBackend = (): globalThis.Storage | undefined =>
  typeof window === 'undefined' ? undefined : window.localStorage;

const isEntry = (value: unknown): value is Entry =>
  typeof value === 'object' && value !== null && 'v' in value;

export const createStorage = <Schema extends Record<string, unknown>>(
  options: CreateStorageOptions = {},
): Storage<Schema> => {
  const rootKey = options.rootKey ?? STORAGE_ROOT_KEY;
  const now = options.now ?? Date.now;
  const getBackend = options.backend ?? defaultBackend;
  /** In-memory copy used when the backend cannot be read or written. */
  let memory: Root = {};

  const backend = (): globalThis.Storage | undefined => {
    try {
      return getBackend() ?? undefined;
    } catch {
      return undefined;
    }
  };

  const read = (): Root => {
    const store = backend();
    if (!store) return { ...memory };
    let text: string | null;
    try {
      text = store.getItem(rootKey);
    } catch {
      return { ...memory };
    }
    if (text === null) return {};
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        throw new Error('not an object');
      const root: Root = {};
      for (const [key, entry] of Object.entries(parsed)) if (isEntry(entry)) root[key] = entry;
      return root;
    } catch {
      // Corrupt JSON (hand-edited, truncated by a quota error): start afresh rather than fail every read.
      try {
        store.removeItem(rootKey);
      } catch {
        /* unavailable: nothing to clean */
      }
      return {};
    }
  };

  const write = (root: Root): void => {
    memory = root;
    const store = backend();
    if (!store) return;
    try {
      if (Object.keys(root).length === 0) store.removeItem(rootKey);
      else store.setItem(rootKey, JSON.stringify(root));
    } catch {
      // Quota exceeded or storage disabled: the in-memory copy still serves this page.
    }
  };

  const isExpired = (entry: Entry): boolean => typeof entry.e === 'number' && entry.e <= now();

  /** Reads the root and drops every expired entry, writing back only when something was pruned. */
  const readPruned = (): Root => {
    const root = read();
    let pruned = false;
    for (const [key, entry] of Object.entries(root)) {
      if (isExpired(entry)) {
        delete root[key];
        pruned = true;
      }
    }
    if (pruned) write(root);
    return root;
  };

  return {
    get(key) {
      const entry = readPruned()[key];
      return entry ? (entry.v as Schema[typeof key]) : undefined;
    },
    set(key, value, setOptions = {}) {
      const root = readPruned();
      const expiresAt =
        setOptions.expiresAt ?? (setOptions.ttlMs === undefined ? undefined : now() + setOptions.ttlMs);
      if (value === undefined) delete root[key];
      else root[key] = expiresAt === undefined ? { v: value } : { v: value, e: expiresAt };
      write(root);
    },
    remove(...keys) {
      const root = readPruned();
      for (const key of keys) delete root[key];
      write(root);
    },
    clear() {
      write({});
    },
  };
};

/** What the portal keeps in the browser (SPEC.md §3). */
export interface AppStorageSchema extends Record<string, unknown> {
  token: string;
  tenantId: string;
  platformName: string;
}

export const storage = createStorage<AppStorageSchema>();
