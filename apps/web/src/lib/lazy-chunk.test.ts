import { describe, expect, it } from 'vitest';
import { ChunkLoadError, isChunkLoadError, withChunkTimeout } from './lazy-chunk.ts';

describe('page chunk loading', () => {
  it('fails with a chunk error when the chunk does not arrive in time', async () => {
    const never = new Promise<never>(() => undefined);
    await expect(withChunkTimeout(never, 20)).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('passes a chunk that arrives in time through', async () => {
    await expect(withChunkTimeout(Promise.resolve('模块'), 1_000)).resolves.toBe('模块');
  });

  it('recognises the dynamic-import failures of the browsers', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('无关的错误'))).toBe(false);
  });
});
