import { describe, expect, it } from 'vitest';
import {
  decideShelfAction,
  ownerActionsOf,
  SHELF_ACTIONS,
  SHELF_STATUSES,
  type ShelfAction,
  type ShelfStatus,
} from './shelf.ts';

type Expected = `${ShelfStatus['audit']}/${ShelfStatus['shelf']}` | 'deleted' | 'refused';

/**
 * Every status against every action, written out by hand from the rules of issue 10 (not derived from the code):
 * rows are statuses as audit/shelf, columns the actions in SHELF_ACTIONS order.
 */
const TABLE: Record<string, Record<ShelfAction, Expected>> = {
  'draft/none': {
    save: 'draft/none',
    publish: 'pending/none',
    approve: 'refused',
    reject: 'refused',
    offShelf: 'refused',
    delete: 'deleted',
  },
  'draft/on': {
    save: 'draft/on',
    publish: 'pending/on',
    approve: 'refused',
    reject: 'refused',
    offShelf: 'draft/off',
    delete: 'refused',
  },
  'draft/off': {
    save: 'draft/off',
    publish: 'pending/off',
    approve: 'refused',
    reject: 'refused',
    offShelf: 'refused',
    delete: 'deleted',
  },
  'pending/none': {
    save: 'pending/none',
    publish: 'refused',
    approve: 'approved/on',
    reject: 'rejected/none',
    offShelf: 'refused',
    delete: 'refused',
  },
  'pending/on': {
    save: 'pending/on',
    publish: 'refused',
    approve: 'approved/on',
    reject: 'rejected/on',
    offShelf: 'pending/off',
    delete: 'refused',
  },
  'pending/off': {
    save: 'pending/off',
    publish: 'refused',
    approve: 'approved/on',
    reject: 'rejected/off',
    offShelf: 'refused',
    delete: 'refused',
  },
  'approved/on': {
    save: 'pending/on',
    publish: 'refused',
    approve: 'refused',
    reject: 'refused',
    offShelf: 'approved/off',
    delete: 'refused',
  },
  'approved/off': {
    save: 'pending/off',
    publish: 'pending/off',
    approve: 'refused',
    reject: 'refused',
    offShelf: 'refused',
    delete: 'deleted',
  },
  'rejected/none': {
    save: 'draft/none',
    publish: 'pending/none',
    approve: 'refused',
    reject: 'refused',
    offShelf: 'refused',
    delete: 'deleted',
  },
  'rejected/on': {
    save: 'draft/on',
    publish: 'pending/on',
    approve: 'refused',
    reject: 'refused',
    offShelf: 'rejected/off',
    delete: 'refused',
  },
  'rejected/off': {
    save: 'draft/off',
    publish: 'pending/off',
    approve: 'refused',
    reject: 'refused',
    offShelf: 'refused',
    delete: 'deleted',
  },
};

const keyOf = ({ audit, shelf }: ShelfStatus) => `${audit}/${shelf}`;

describe('decideShelfAction', () => {
  it('knows exactly the statuses of the table (an approved version is always on or off the shelf)', () => {
    expect(SHELF_STATUSES.map(keyOf).sort()).toEqual(Object.keys(TABLE).sort());
  });

  for (const status of SHELF_STATUSES) {
    for (const action of SHELF_ACTIONS) {
      const expected = TABLE[keyOf(status)]?.[action];
      it(`${keyOf(status)} + ${action} → ${expected}`, () => {
        const decision = decideShelfAction(status, action);
        if (expected === 'refused') {
          expect(decision.allowed).toBe(false);
          if (!decision.allowed) expect(decision.message).toMatch(/[\u4e00-\u9fff]/);
        } else {
          expect(decision).toEqual({
            allowed: true,
            next:
              expected === 'deleted'
                ? 'deleted'
                : { audit: expected?.split('/')[0], shelf: expected?.split('/')[1] },
          });
        }
      });
    }
  }

  it('offers the owner only what the table allows', () => {
    expect(ownerActionsOf({ audit: 'approved', shelf: 'on' })).toEqual(['save', 'offShelf']);
    expect(ownerActionsOf({ audit: 'pending', shelf: 'none' })).toEqual(['save']);
    expect(ownerActionsOf({ audit: 'rejected', shelf: 'none' })).toEqual(['save', 'publish', 'delete']);
  });
});
