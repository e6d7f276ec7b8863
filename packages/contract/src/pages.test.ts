import { describe, expect, it } from 'vitest';
import { isPagePath, PAGES, pageEntries } from './pages.ts';

describe('the page table', () => {
  it('names each path once, and every parent is a page of the same layout', () => {
    const entries = pageEntries();
    const keys = new Map(entries);
    expect(new Set(entries.map(([, spec]) => spec.path)).size).toBe(entries.length);
    for (const [key, spec] of entries) {
      if (!spec.parent) continue;
      const parent = keys.get(spec.parent as never);
      expect(parent, `${key} → ${spec.parent}`).toBeDefined();
      expect(parent?.layout, key).toBe(spec.layout);
    }
  });

  it('tells a page from an unknown path, forgiving a trailing slash', () => {
    expect(isPagePath('/')).toBe(true);
    expect(isPagePath('/home/infomation')).toBe(true);
    expect(isPagePath('/home/infomation/')).toBe(true);
    expect(isPagePath('/participants/service/publicDetail')).toBe(true);
    expect(isPagePath('/servant/product')).toBe(false);
    expect(isPagePath('/no/such/page')).toBe(false);
  });

  it('gives the servant area the participant pages, minus the participant-only ones', () => {
    expect(Object.keys(PAGES.servant).sort()).toEqual(
      Object.keys(PAGES.participants)
        .filter(
          (name) =>
            ![
              'settled',
              'product',
              'productPublish',
              'productSearch',
              'productDetail',
              'dataCenter',
            ].includes(name),
        )
        .sort(),
    );
    expect(Object.values(PAGES.servant).every((spec) => spec.access === 'servant')).toBe(true);
  });
});
