import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createPublicCache, encodedBody } from './public-cache.ts';
import { contractSerializerCompiler } from './serializer.ts';

const bytes = (text: string) => Buffer.from(text);

describe('prepared answers', () => {
  it('never serves an answer read while one of its tables changed', () => {
    const cache = createPublicCache({ ttlMs: 60_000, maxBytes: 1 << 20 });
    const taken = cache.snapshot(['news']);
    cache.invalidate('news'); // committed while the answer was being read
    cache.store('list', ['news'], taken, bytes('old'));
    expect(cache.get('list')).toBeUndefined();
    cache.store('list', ['news'], cache.snapshot(['news']), bytes('new'));
    expect(cache.get('list')?.body.toString()).toBe('new');
  });

  it('drops an answer when any of its tables changes, and keeps the others', () => {
    const cache = createPublicCache({ ttlMs: 60_000, maxBytes: 1 << 20 });
    cache.store(
      'detail',
      ['content_items', 'tenants'],
      cache.snapshot(['content_items', 'tenants']),
      bytes('a'),
    );
    cache.store('news', ['news'], cache.snapshot(['news']), bytes('b'));
    cache.invalidate('tenants');
    expect(cache.get('detail')).toBeUndefined();
    expect(cache.get('news')?.body.toString()).toBe('b');
  });

  it('forgets everything after a gap, including answers being read across it', () => {
    const cache = createPublicCache({ ttlMs: 60_000, maxBytes: 1 << 20 });
    cache.store('a', ['news'], cache.snapshot(['news']), bytes('a'));
    const taken = cache.snapshot(['news']);
    cache.clear();
    cache.store('b', ['news'], taken, bytes('b'));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
  });

  it('expires answers after the TTL and evicts the least recently used over the byte budget', () => {
    let now = 0;
    // each answer below takes 203 bytes of the budget (twice its body, its key, 200 for the entry): eight fit
    const cache = createPublicCache({ ttlMs: 5_000, maxBytes: 8 * 203, now: () => now });
    const keys = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    for (const key of keys) cache.store(key, ['news'], cache.snapshot(['news']), bytes('x'));
    expect(cache.stats().entries).toBe(8);
    // a hit moves an answer up at most once a second (decision 033): one stored this second stays where it is
    expect(cache.get('a')).toBeDefined();
    cache.store('i', ['news'], cache.snapshot(['news']), bytes('x'));
    expect(cache.get('a')).toBeUndefined();
    now = 1_000;
    expect(cache.get('b')).toBeDefined(); // b is now the most recently used
    cache.store('j', ['news'], cache.snapshot(['news']), bytes('x'));
    expect(cache.get('c')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    expect(cache.stats().bytes).toBeLessThanOrEqual(8 * 203);
    now = 5_001;
    expect(cache.get('b')).toBeUndefined();
  });

  it('keeps nothing when turned off, but still gives the answer an ETag', () => {
    const cache = createPublicCache({ ttlMs: 0, maxBytes: 1 << 20 });
    const answer = cache.store('a', ['news'], cache.snapshot(['news']), bytes('a'));
    expect(answer.etag).toMatch(/^"[\w-]{27}"$/);
    expect(cache.get('a')).toBeUndefined();
  });

  it('sends small answers as they are and compresses large ones once', () => {
    const small = { body: bytes('{}'), etag: '"x"' };
    expect(encodedBody(small, 'br').encoding).toBeUndefined();
    const large = { body: bytes('资讯'.repeat(1000)), etag: '"y"' };
    const first = encodedBody(large, 'gzip, br');
    expect(first.encoding).toBe('br');
    expect(encodedBody(large, 'br').body).toBe(first.body);
    expect(encodedBody(large, 'identity').encoding).toBeUndefined();
    expect(encodedBody(large, 'br;q=0, gzip;q=0.5').encoding).toBe('gzip');
  });
});

describe('answer serialisation from the contract schema', () => {
  const schema = z.object({
    code: z.number(),
    data: z.object({ title: z.string(), at: z.string().nullable() }),
  });
  const route = { schema, method: 'GET', url: '/t', httpStatus: '200' };

  it('writes what zod would, and drops fields the contract does not name', () => {
    const serialize = contractSerializerCompiler({ checkAgainstContract: true })(route);
    const written = serialize({ code: 200, data: { title: '茶', at: null, secret: 'x' } });
    expect(JSON.parse(written)).toEqual({ code: 200, data: { title: '茶', at: null } });
  });

  it('refuses an answer outside the contract where answers are checked, not in production', () => {
    const wrong = { code: 200, data: { title: 5, at: null } };
    expect(() => contractSerializerCompiler({ checkAgainstContract: true })(route)(wrong)).toThrow();
    expect(JSON.parse(contractSerializerCompiler({ checkAgainstContract: false })(route)(wrong))).toEqual({
      code: 200,
      data: { title: '5', at: null },
    });
  });
});
