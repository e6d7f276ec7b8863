import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { md5 } from './md5.ts';

describe('md5 (RFC 1321)', () => {
  it('matches the test suite of RFC 1321 appendix A.5', () => {
    expect(md5('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(md5('a')).toBe('0cc175b9c0f1b6a831c399e269772661');
    expect(md5('abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(md5('message digest')).toBe('f96b697d7cb7938d525a2f31aaf161d0');
    expect(md5('abcdefghijklmnopqrstuvwxyz')).toBe('c3fcd3d76192e4007dfb496cca67e13b');
    expect(md5('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')).toBe(
      'd174ab98d277d9f5a5611c2c9f419d9f',
    );
    expect(md5('1234567890'.repeat(8))).toBe('57edf4a22be3c955ac49da2e2107b67a');
  });

  it('hashes strings as UTF-8', () => {
    const text = '乡村振兴服务平台（贵州）🌾';
    expect(md5(text)).toBe(createHash('md5').update(text, 'utf8').digest('hex'));
  });

  it('agrees with node:crypto at every length around the padding boundaries and on random bytes', () => {
    for (let length = 0; length <= 200; length += 1) {
      const bytes = randomBytes(length);
      expect(md5(new Uint8Array(bytes)), `length ${length}`).toBe(
        createHash('md5').update(bytes).digest('hex'),
      );
    }
    const large = randomBytes(1_000_003);
    expect(md5(new Uint8Array(large))).toBe(createHash('md5').update(large).digest('hex'));
  });
});
