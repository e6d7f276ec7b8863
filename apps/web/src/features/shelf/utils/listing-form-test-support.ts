import { expect, it } from 'vitest';
import type { FormIssue, PreviewNames } from './shelf-form.ts';

/**
 * Test-only: what the tests of the product and the service forms' values share. Both kinds' forms are the shelf's
 * (listingFormOf), so each is held to the same mappings in its own fields and words; each kind's test file adds what
 * only its fields do. Runs in Node: the jsdom tests of the forms take their item from here too.
 */

export const ITEM_ID = '0b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11';

/** An uploaded picture as a form keeps it. */
export const IMAGE = { fileId: '1b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11', url: '/files/cover.jpg' };

/** What the shared behaviours read of a kind's form (listingFormOf). */
interface ListingForm<V, Stored> {
  fields: readonly string[];
  formValuesOf: (stored: Stored) => V;
  draftOf: (values: V, id?: string) => object;
  checkDraft: (values: V) => { ok: true } | { ok: false; issues: FormIssue[] };
  checkSubmission: (values: V) => { ok: true } | { ok: false; issues: FormIssue[] };
  previewOf: (values: V, names: PreviewNames) => object;
}

interface ListingFormCase<V, Stored> {
  form: ListingForm<V, Stored>;
  /** A name with spaces and the rest blank: a draft of the name alone. */
  nameOnly: { values: V; name: string };
  /** Every field filled in, text with spaces around it, and the draft it saves under ITEM_ID. */
  complete: { values: V; draft: object };
  /** The fields a publication may leave empty besides the name, the price mode and 一口价's upper price. */
  optional: string[];
  /** A stored version, the form it fills, and the draft that form saves back under ITEM_ID. */
  stored: { version: Stored; values: V; draft: object };
  /** The card of `complete` with these names, and what an empty form's card says. */
  preview: { names: PreviewNames; card: object; blank: object };
}

/** The mappings every shelf form has, held for one kind's form. */
export const itMapsLikeTheShelf = <V, Stored>(kind: ListingFormCase<V, Stored>) => {
  const { form } = kind;

  it('keeps only what is filled in, trimmed, with the pictures as ids', () => {
    expect(form.draftOf(kind.nameOnly.values)).toEqual({ name: kind.nameOnly.name });
    expect(form.draftOf(kind.complete.values, ITEM_ID)).toEqual({ id: ITEM_ID, ...kind.complete.draft });
  });

  it('saves a draft with a name alone', () => {
    expect(form.checkDraft(kind.nameOnly.values)).toEqual({ ok: true, draft: { name: kind.nameOnly.name } });
  });

  it('refuses a draft whose price range runs downwards', () => {
    const wrong = form.checkDraft({
      name: kind.nameOnly.name,
      priceMode: 'range',
      priceMin: 30,
      priceMax: 10,
    } as V);
    expect(wrong.ok ? [] : wrong.issues).toEqual([{ name: 'priceMax', errors: ['最高价不能低于最低价'] }]);
  });

  it('sends a complete item to audit, and names every other field left empty, in form order', () => {
    expect(form.checkSubmission(kind.complete.values).ok).toBe(true);
    const filled = ['name', 'priceMode', 'priceMax', ...kind.optional];
    const incomplete = form.checkSubmission({
      name: kind.nameOnly.name,
      priceMode: 'fixed',
      images: [],
    } as V);
    expect(incomplete.ok ? [] : incomplete.issues.map((issue) => issue.name)).toEqual(
      form.fields.filter((field) => !filled.includes(field)),
    );
  });

  it('fills the form again from a stored version, and saves it back unchanged', () => {
    const values = form.formValuesOf(kind.stored.version);
    expect(values).toEqual(kind.stored.values);
    expect(form.draftOf(values, ITEM_ID)).toEqual({ id: ITEM_ID, ...kind.stored.draft });
  });

  it('previews the card from what is filled in, saying what goes in each blank', () => {
    expect(form.previewOf(kind.complete.values, kind.preview.names)).toEqual(kind.preview.card);
    expect(form.previewOf({} as V, {})).toMatchObject(kind.preview.blank);
  });
};
