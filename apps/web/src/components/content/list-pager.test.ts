import { describe, expect, it } from 'vitest';
import { totalText } from './list-pager.tsx';

describe('the total under a list', () => {
  it('reads 共 N 条 when counted, and 约 N 条 with thousands separated when the server estimated it', () => {
    expect(totalText(12)).toBe('共 12 条');
    expect(totalText(12, false)).toBe('共 12 条');
    expect(totalText(1_000_000, true)).toBe('约 1,000,000 条');
  });
});
