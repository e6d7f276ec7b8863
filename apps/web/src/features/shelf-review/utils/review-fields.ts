import type { ShelfReview } from '@rrsp/contract';

/** How the review reads an item's fields: the server renders each as text, so this stays kind-agnostic. */

export const EMPTY_VALUE = '未填写';

/**
 * Whether the item has a version on (or taken off) the shelf to compare with: an edit, or any field that carries a
 * listed value.
 */
export const hasListedVersion = (review: Pick<ShelfReview, 'isEdit' | 'fields'>): boolean =>
  review.isEdit ||
  review.fields.some((field) => field.listedValue !== null || (field.listedImages?.length ?? 0) > 0);

/** The words for a field name of this item, for its log's 修改了 line (the fields carry their own labels). */
export const fieldLabelsOf = (
  review: Pick<ShelfReview, 'fields'>,
): ((field: string) => string | undefined) => {
  const labels = new Map(review.fields.map((field) => [field.field, field.label]));
  return (field) => labels.get(field);
};
