import { describe, expect, it } from 'vitest';
import { createChinaDayClock } from './view-counter.ts';

const at = (iso: string) => Date.parse(iso);

describe('the China day a view counts on', () => {
  it('changes at midnight China time (16:00 UTC), also when the day it knows is reused', () => {
    const today = createChinaDayClock();
    expect(today(at('2026-03-01T15:59:59.999Z'))).toBe('2026-03-01');
    expect(today(at('2026-03-01T00:00:00.000Z'))).toBe('2026-03-01');
    expect(today(at('2026-03-01T16:00:00.000Z'))).toBe('2026-03-02');
    expect(today(at('2026-03-02T15:59:59.999Z'))).toBe('2026-03-02');
    expect(today(at('2026-03-02T16:00:00.000Z'))).toBe('2026-03-03');
  });

  it('follows a clock set back, and one that jumps ahead by days', () => {
    const today = createChinaDayClock();
    expect(today(at('2026-03-02T12:00:00.000Z'))).toBe('2026-03-02');
    expect(today(at('2026-03-01T15:59:59.999Z'))).toBe('2026-03-01');
    expect(today(at('2026-03-10T03:00:00.000Z'))).toBe('2026-03-10');
    expect(today(at('2025-12-31T16:00:00.000Z'))).toBe('2026-01-01');
  });
});
