import { pageEntries } from '@rrsp/contract';
import { describe, expect, it } from 'vitest';
import { isProtectedPath } from './paths.ts';

describe('isProtectedPath', () => {
  it('follows the access of every page of the page table', () => {
    for (const [key, spec] of pageEntries()) {
      expect(isProtectedPath(spec.path), key).toBe(spec.access !== 'public');
    }
  });

  it('protects unknown paths inside the work areas, and only there', () => {
    expect(isProtectedPath('/participants/no-such-page')).toBe(true);
    expect(isProtectedPath('/servant/service/other')).toBe(true);
    expect(isProtectedPath('/admin/anything')).toBe(true);
    expect(isProtectedPath('/participantsx')).toBe(false);
    expect(isProtectedPath('/no/such/page')).toBe(false);
  });

  it('forgives a trailing slash, as the router does', () => {
    expect(isProtectedPath('/admin/')).toBe(true);
    expect(isProtectedPath('/participants/settled/')).toBe(true);
    expect(isProtectedPath('/about/')).toBe(false);
    expect(isProtectedPath('/')).toBe(false);
  });
});
