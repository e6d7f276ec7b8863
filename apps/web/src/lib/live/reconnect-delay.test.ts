import { describe, expect, it } from 'vitest';
import { MAX_RECONNECT_BASE_MS, reconnectDelayMs } from './reconnect-delay.ts';

describe('reconnectDelayMs', () => {
  it('waits 0.5–1.5 × a base that doubles from 1 s', () => {
    for (const [attempt, base] of [
      [0, 1_000],
      [1, 2_000],
      [3, 8_000],
    ] as const) {
      expect(reconnectDelayMs(attempt, () => 0)).toBe(base / 2);
      expect(reconnectDelayMs(attempt, () => 0.999_999)).toBe(Math.round(base * 1.499_999));
    }
  });

  it('stops growing at 30 s, however many attempts failed', () => {
    for (const attempt of [5, 10, 60, 1_000]) {
      expect(reconnectDelayMs(attempt, () => 0.5)).toBe(MAX_RECONNECT_BASE_MS);
      expect(reconnectDelayMs(attempt, () => 0.999_999)).toBeLessThanOrEqual(MAX_RECONNECT_BASE_MS * 1.5);
    }
  });

  it('spreads browsers out: many draws cover the whole window, none outside it', () => {
    const delays = Array.from({ length: 2_000 }, () => reconnectDelayMs(2));
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(2_000);
    expect(Math.max(...delays)).toBeLessThanOrEqual(6_000);
    expect(Math.min(...delays)).toBeLessThan(2_400);
    expect(Math.max(...delays)).toBeGreaterThan(5_600);
  });
});
