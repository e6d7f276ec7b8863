import { describe, expect, it } from 'vitest';
import { publishFormKeyOf } from './publish-session.ts';

const ID = '0b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11';

describe('the form of one visit to the publish page', () => {
  it('stays the same form when a new item gets its id on its first save', () => {
    const before = publishFormKeyOf(undefined, { key: 'k1', state: null });
    const after = publishFormKeyOf(ID, { key: 'k2', state: { createdFrom: 'k1', createdId: ID } });
    expect(after).toBe(before);
  });

  it('is a new form for every visit without an id, and an edit form for an item opened by its id', () => {
    expect(publishFormKeyOf(undefined, { key: 'k1', state: null })).not.toBe(
      publishFormKeyOf(undefined, { key: 'k3', state: null }),
    );
    expect(publishFormKeyOf(ID, { key: 'k4', state: null })).toBe(`edit:${ID}`);
    expect(publishFormKeyOf(ID, { key: 'k4', state: { createdFrom: 'k1', createdId: 'another' } })).toBe(
      `edit:${ID}`,
    );
  });
});
