import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { contextHolders, contextStore, holdContext, withContextHeld } from './async-context.ts';

describe('async context stores', () => {
  it('are switched off when the last holder ends, and not before', () => {
    const store = contextStore<{ reqId: string }>();
    const first = holdContext();
    const second = holdContext();
    store.run({ reqId: 'a' }, () => {
      first();
      expect(store.getStore()).toEqual({ reqId: 'a' });
      second();
      // disable() leaves every context of the store: off means no hook copies it any more
      expect(store.getStore()).toBeUndefined();
    });
    expect(contextHolders()).toBe(0);
  });

  it('count a release once, however often it is called', () => {
    const store = contextStore<number>();
    const kept = holdContext();
    const twice = holdContext();
    twice();
    twice();
    store.run(1, () => expect(store.getStore()).toBe(1));
    kept();
    expect(contextHolders()).toBe(0);
  });

  it('propagate across awaits while held, and work again after being switched off', async () => {
    const store = contextStore<string>();
    for (const value of ['first', 'second']) {
      const seen = await withContextHeld(() =>
        store.run(value, async () => {
          await nextTurn();
          await Promise.resolve();
          return store.getStore();
        }),
      );
      expect(seen).toBe(value);
      expect(contextHolders()).toBe(0);
    }
  });

  it('keep concurrent holders apart', async () => {
    const store = contextStore<string>();
    const read = (value: string, turns: number) =>
      withContextHeld(() =>
        store.run(value, async () => {
          for (let turn = 0; turn < turns; turn += 1) await nextTurn();
          return store.getStore();
        }),
      );
    // the short one ends first: the long one keeps its store (the hold count is not zero yet)
    expect(await Promise.all([read('long', 5), read('short', 1)])).toEqual(['long', 'short']);
    expect(contextHolders()).toBe(0);
  });

  it('release the hold when the work fails', async () => {
    await expect(withContextHeld(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(contextHolders()).toBe(0);
  });
});
