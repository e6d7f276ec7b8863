import type { AuditState, ShelfAction, ShelfState } from '@rrsp/contract';
import { afterEach, expect, it, vi } from 'vitest';
import { button, click, currentAddress, refusal } from '../../../lib/jsdom-test-support.tsx';
import { ITEM_ID } from '../utils/listing-form-test-support.ts';

/**
 * Test-only: what the tests of the product and the service publish forms share. Both forms are the shelf's
 * (ShelfPublishForm with useShelfPublish), so each is held to the same behaviours in its own fields and words; each
 * kind's test file adds what only its form does. The region picker reads the empty division table renderWithApp
 * gives it: the items keep their region codes as stored.
 */

/** An item as its owner sees it (a product's or a service's publish detail). */
export interface OwnItem<V> {
  id: string;
  audit: AuditState;
  shelf: ShelfState;
  working: V;
  listed: V | null;
  changedFields: string[];
  rejectReason: string | null;
  offShelfReason: string | null;
  actions: ShelfAction[];
  createdAt: string;
  updatedAt: string;
}

/** A draft of `working`, changed by `change`. */
const ownItemOf =
  <V,>(working: V) =>
  (change: Partial<OwnItem<V>> = {}): OwnItem<V> => ({
    id: ITEM_ID,
    audit: 'draft',
    shelf: 'none',
    working,
    listed: null,
    changedFields: [],
    rejectReason: null,
    offShelfReason: null,
    actions: ['save', 'publish', 'delete'],
    createdAt: '2026-03-01T02:00:00Z',
    updatedAt: '2026-03-01T02:00:00Z',
    ...change,
  });

/**
 * The save and publish calls as spies behind real mutations: which calls a press makes, in which order. A save
 * answers the item as a draft unless a test says otherwise; a publication answers it pending.
 */
const publishCallSpies = <V, Body>(itemOf: (change?: Partial<OwnItem<V>>) => OwnItem<V>) => {
  const calls: string[] = [];
  let answer: (body: Body) => OwnItem<V> = () => itemOf();
  const saved = vi.fn(async (body: Body): Promise<OwnItem<V>> => {
    calls.push('save');
    return answer(body);
  });
  const published = vi.fn(async (id: string): Promise<OwnItem<V>> => {
    calls.push('publish');
    return itemOf({ id, audit: 'pending', actions: ['save'] });
  });
  afterEach(() => {
    calls.length = 0;
    answer = () => itemOf();
  });
  return {
    calls,
    saved,
    published,
    /** What the next saves answer. */
    answerSaves: (next: (body: Body) => OwnItem<V>) => {
      answer = next;
    },
  };
};

interface PublishFormCase<V> {
  render: (detail?: OwnItem<V>) => void;
  /** Types into a field of the form by its name. */
  type: (field: string, text: string) => Promise<void>;
  /** A new item's name, and what the form says of a name too short while it is typed. */
  name: { text: string; tooShort: string; tooShortSays: string };
  /** What 提交审核 of a form with only the name names as missing. */
  missingSays: string[];
  /** A rejected item: its reason, anything changed before it is sent again, and what its save sends. */
  rejected: { reason: string; change?: () => Promise<void>; saves: Record<string, unknown> };
  /** An edit of a listed item: what the form says of the listed version, and one field changed. */
  listedEdit: { says: string; field: string; text: string };
  /** A refusal of a save with an issue on one of its fields. */
  refusal: { url: string; field: string; message: string };
  /** Where the form's address goes (the forms whose test routes it): the item's own, and after a submission. */
  addresses?: { item: string; submitted: string };
}

/**
 * A kind's publish form under test, with an item of `working` as its owner sees it: `itemOf` (a draft, or as a test
 * changes it), the spies of its save and publish calls (for the test file's mocks of its mutation hooks), and
 * `itPublishesLikeTheShelf`, the behaviours every shelf publish form has, held for this kind's form.
 */
export const publishFormFixture = <V, Body>(working: V) => {
  const itemOf = ownItemOf(working);
  const spies = publishCallSpies<V, Body>(itemOf);
  const itPublishesLikeTheShelf = (form: PublishFormCase<V>) => {
    it('saves a new item as a draft with its name alone, and tells a too-short name as it is typed', async () => {
      form.render();
      await form.type('name', form.name.tooShort);
      expect(document.body.textContent).toContain(form.name.tooShortSays);
      await form.type('name', ` ${form.name.text} `);
      await click('保存草稿');
      expect(spies.saved).toHaveBeenCalledTimes(1);
      expect(spies.saved.mock.calls[0]?.[0]).toEqual({ name: form.name.text });
      expect(spies.published).not.toHaveBeenCalled();
      // the new item now has its id in the address, so a reload edits it instead of starting another
      if (form.addresses) expect(currentAddress()).toBe(form.addresses.item);
    });

    it('sends nothing for audit while fields are missing, and names them on the form', async () => {
      form.render();
      await form.type('name', form.name.text);
      await click('提交审核');
      expect(spies.saved).not.toHaveBeenCalled();
      for (const text of form.missingSays) expect(document.body.textContent).toContain(text);
    });

    it('saves a rejected item and then sends it to audit', async () => {
      form.render(itemOf({ audit: 'rejected', rejectReason: form.rejected.reason }));
      expect(document.body.textContent).toContain(`驳回原因：${form.rejected.reason}`);
      await form.rejected.change?.();
      await click('提交审核');
      expect(spies.calls).toEqual(['save', 'publish']);
      expect(spies.saved.mock.calls[0]?.[0]).toMatchObject({ id: ITEM_ID, ...form.rejected.saves });
      expect(spies.published.mock.calls[0]?.[0]).toBe(ITEM_ID);
      if (form.addresses) expect(currentAddress()).toBe(form.addresses.submitted);
    });

    it('sends an edit of a listed item to audit with the save alone, and says the listed version stays', async () => {
      const listed = itemOf({ audit: 'approved', shelf: 'on', actions: ['save', 'offShelf'] });
      listed.listed = listed.working;
      spies.answerSaves(() => ({ ...listed, audit: 'pending' }));
      form.render(listed);
      expect(document.body.textContent).toContain(form.listedEdit.says);
      expect(button('保存草稿')).toBeUndefined();
      await form.type(form.listedEdit.field, form.listedEdit.text);
      await click('提交审核');
      expect(spies.calls).toEqual(['save']);
      expect(spies.saved.mock.calls[0]?.[0]).toMatchObject({
        id: ITEM_ID,
        [form.listedEdit.field]: form.listedEdit.text,
      });
    });

    it('puts the server’s field issues on their fields', async () => {
      spies.saved.mockRejectedValueOnce(
        refusal('提交的信息有误', 400, 'VALIDATION', form.refusal.url, {
          fields: [{ field: form.refusal.field, message: form.refusal.message }],
        }),
      );
      form.render(itemOf());
      await click('提交审核');
      expect(document.body.textContent).toContain(form.refusal.message);
      expect(spies.published).not.toHaveBeenCalled();
      if (form.addresses) expect(currentAddress()).toBe(form.addresses.item);
    });
  };
  return { itemOf, spies, itPublishesLikeTheShelf };
};
