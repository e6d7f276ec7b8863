import { describe, expect, it } from 'vitest';
import { isValidKey16, KEY_ALPHABET, randomKey16 } from './random-key.ts';

describe('randomKey16', () => {
  it('makes 16 characters from A–Z a–z 0–9, different every time', () => {
    const keys = new Set<string>();
    for (let i = 0; i < 1000; i += 1) {
      const key = randomKey16();
      expect(key).toMatch(/^[A-Za-z0-9]{16}$/);
      expect(isValidKey16(key)).toBe(true);
      keys.add(key);
    }
    expect(keys.size).toBe(1000);
  });

  it('uses the whole alphabet roughly evenly', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 4000; i += 1) {
      for (const char of randomKey16()) counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    expect(counts.size).toBe(KEY_ALPHABET.length);
    // 64 000 draws over 62 characters: about 1032 each; a biased draw (e.g. modulo 256) would skew the first 8.
    for (const count of counts.values()) expect(count).toBeGreaterThan(850);
    for (const count of counts.values()) expect(count).toBeLessThan(1220);
  });

  it('rejects anything that is not such a key', () => {
    for (const bad of ['', 'short', 'ABCDEFGHIJKLMNO!', 'ABCDEFGHIJKLMNOPQ', 'ÄBCDEFGHIJKLMNOP', 16, null]) {
      expect(isValidKey16(bad)).toBe(false);
    }
  });
});
