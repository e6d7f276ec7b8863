// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { createStorage, STORAGE_ROOT_KEY } from './storage.ts';

interface Schema extends Record<string, unknown> {
  token: string;
  tenantId: string;
  platformName: string;
  prefs: { dense: boolean };
}

describe('storage helper', () => {
  beforeEach(() => {
    window.localStorage.clear();
  });

  it('keeps every key inside one JSON object under the root key', () => {
    const storage = createStorage<Schema>();
    storage.set('token', 'abc');
    storage.set('prefs', { dense: true });
    expect(Object.keys(window.localStorage)).toEqual([STORAGE_ROOT_KEY]);
    const root = JSON.parse(window.localStorage.getItem(STORAGE_ROOT_KEY) ?? '{}');
    expect(root.token.v).toBe('abc');
    expect(storage.get('token')).toBe('abc');
    expect(storage.get('prefs')).toEqual({ dense: true });
  });

  it('reads a missing key as undefined and removes keys', () => {
    const storage = createStorage<Schema>();
    expect(storage.get('tenantId')).toBeUndefined();
    storage.set('token', 't');
    storage.set('tenantId', 'x');
    storage.set('platformName', '平台');
    storage.remove('token', 'tenantId');
    expect(storage.get('token')).toBeUndefined();
    expect(storage.get('tenantId')).toBeUndefined();
    expect(storage.get('platformName')).toBe('平台');
  });

  it('treats expired keys as missing and prunes them from the stored object', () => {
    let clock = 1_000;
    const storage = createStorage<Schema>({ now: () => clock });
    storage.set('token', 'short', { ttlMs: 500 });
    storage.set('tenantId', 'abs', { expiresAt: 3_000 });
    storage.set('platformName', 'forever');
    expect(storage.get('token')).toBe('short');
    clock = 1_500;
    expect(storage.get('token')).toBeUndefined();
    const root = JSON.parse(window.localStorage.getItem(STORAGE_ROOT_KEY) ?? '{}');
    expect(root.token).toBeUndefined();
    expect(root.tenantId.e).toBe(3_000);
    clock = 3_000;
    expect(storage.get('tenantId')).toBeUndefined();
    expect(storage.get('platformName')).toBe('forever');
  });

  it('survives corrupt JSON by starting afresh', () => {
    window.localStorage.setItem(STORAGE_ROOT_KEY, '{"token":{"v":"a"');
    const storage = createStorage<Schema>();
    expect(storage.get('token')).toBeUndefined();
    storage.set('token', 'fresh');
    expect(storage.get('token')).toBe('fresh');
  });

  it('ignores a root that is not an object and entries of the wrong shape', () => {
    window.localStorage.setItem(STORAGE_ROOT_KEY, '[1,2]');
    const storage = createStorage<Schema>();
    expect(storage.get('token')).toBeUndefined();
    window.localStorage.setItem(STORAGE_ROOT_KEY, '{"token":"bare","tenantId":{"v":"ok"}}');
    expect(storage.get('token')).toBeUndefined();
    expect(storage.get('tenantId')).toBe('ok');
  });

  it('works in memory when localStorage is unavailable', () => {
    const storage = createStorage<Schema>({
      backend: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    storage.set('token', 'mem');
    expect(storage.get('token')).toBe('mem');
    storage.remove('token');
    expect(storage.get('token')).toBeUndefined();
  });

  it('keeps working when writes fail (quota exceeded)', () => {
    const failing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as globalThis.Storage;
    const storage = createStorage<Schema>({ backend: () => failing });
    expect(() => storage.set('token', 'x')).not.toThrow();
  });

  it('clears everything it owns and nothing else', () => {
    window.localStorage.setItem('other-app', 'keep');
    const storage = createStorage<Schema>();
    storage.set('token', 'x');
    storage.clear();
    expect(window.localStorage.getItem(STORAGE_ROOT_KEY)).toBeNull();
    expect(window.localStorage.getItem('other-app')).toBe('keep');
  });
});
