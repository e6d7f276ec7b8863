import { createHash, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../database/client.ts';
import { unauthorized } from '../http/errors.ts';
import { createChangeAwareMemo, type PublicCache } from '../http/public-cache.ts';
import { registeredApps } from './tables.ts';

interface RegisteredApp {
  appKey: string;
  endpointCodes: string[];
  enabled: boolean;
  secretHash: string | null;
}

export const hashAppSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/**
 * Apps change rarely and are read on every request: each instance keeps a copy. With the public cache on, the copy is
 * kept until registered_apps changes on any instance (migration 0021 notifies), so a partner's new or withdrawn app
 * key counts at once everywhere; without it (nobody listens for changes), for `ttlMs`.
 */
export const createAppRegistry = (db: Database, options: { cache?: PublicCache; ttlMs?: number } = {}) => {
  const ttlMs = options.ttlMs ?? 30_000;
  const watched = options.cache?.enabled
    ? createChangeAwareMemo<RegisteredApp | null>(options.cache, ['registered_apps'], { maxEntries: 1000 })
    : null;
  const cache = new Map<string, { app: RegisteredApp | null; until: number }>();

  const read = async (appKey: string): Promise<RegisteredApp | null> => {
    const [row] = await db
      .select({
        appKey: registeredApps.appKey,
        endpointCodes: registeredApps.endpointCodes,
        enabled: registeredApps.enabled,
        secretHash: registeredApps.secretHash,
      })
      .from(registeredApps)
      .where(eq(registeredApps.appKey, appKey))
      .limit(1);
    return row ?? null;
  };

  /** The copy this instance keeps (null: known not to be registered); undefined when it has to be read. */
  const remembered = (appKey: string): RegisteredApp | null | undefined => {
    if (watched) return watched.get(appKey);
    const hit = cache.get(appKey);
    return hit && hit.until > Date.now() ? hit.app : undefined;
  };

  const lookup = async (appKey: string): Promise<RegisteredApp | null> => {
    const known = remembered(appKey);
    if (known !== undefined) return known;
    if (watched) {
      const taken = watched.snapshot();
      const app = await read(appKey);
      watched.set(appKey, app, taken);
      return app;
    }
    const app = await read(appKey);
    if (cache.size > 1000) cache.clear(); // unknown keys from scanners must not grow the map without bound
    cache.set(appKey, { app, until: Date.now() + ttlMs });
    return app;
  };

  const verify = (app: RegisteredApp | null, endpointCode: string | undefined): void => {
    if (!app?.enabled) throw unauthorized('应用未登记或已停用，请求被拒绝', 'APP_NOT_REGISTERED');
    if (!endpointCode || !app.endpointCodes.includes(endpointCode)) {
      throw unauthorized('终端编码（endpointCode）未登记，请求被拒绝', 'APP_NOT_REGISTERED');
    }
  };

  return {
    /**
     * Throws the 401 to send when the pair is not registered. Decided at once when this instance keeps the app (every
     * request but the first of a key): a promise only when the app has to be read (decision 033).
     */
    check(appKey: string | undefined, endpointCode: string | undefined): Promise<void> | undefined {
      if (!appKey || appKey.length > 128)
        throw unauthorized('缺少应用标识（appKey），请求被拒绝', 'APP_NOT_REGISTERED');
      const known = remembered(appKey);
      if (known !== undefined) {
        verify(known, endpointCode);
        return undefined;
      }
      return lookup(appKey).then((app) => verify(app, endpointCode));
    },
    /** Whether `check` would decide the pair without reading the database (this instance keeps the app, or no key). */
    decidesAtOnce(appKey: string | undefined): boolean {
      return !appKey || appKey.length > 128 || remembered(appKey) !== undefined;
    },
    /** True when the secret is the app's own; an app without a secret never verifies. */
    async verifySecret(appKey: string, secret: string): Promise<boolean> {
      const app = await lookup(appKey);
      if (!app?.secretHash || secret.length > 256) return false;
      const expected = Buffer.from(app.secretHash, 'hex');
      const actual = Buffer.from(hashAppSecret(secret), 'hex');
      return timingSafeEqual(expected, actual);
    },
  };
};

export type AppRegistry = ReturnType<typeof createAppRegistry>;
