import { PRICE_MODE_LABELS, type PriceMode } from '@rrsp/contract';
import type { ShelfRevisionRow } from './shelf-tables.ts';

/** The columns of a version as its form left them; a draft may leave any field but the name empty. */
export type RevisionColumns = Pick<
  ShelfRevisionRow,
  | 'name'
  | 'category'
  | 'regionCode'
  | 'summary'
  | 'priceMin'
  | 'priceMax'
  | 'tags'
  | 'coverFileId'
  | 'details'
>;

/** Names of regions and addresses of pictures, looked up once for a set of versions. */
export interface ValueLookups {
  regionNames: Map<string, string>;
  fileUrls: Map<string, string>;
}

/** Every kind keeps its pictures in `details.imageFileIds`, the first one being the cover. */
export const imageIdsOf = (revision: Pick<ShelfRevisionRow, 'details'>): string[] => {
  const ids = (revision.details as { imageFileIds?: unknown } | null)?.imageFileIds;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
};

/** The price columns a mode implies: 面议 carries no figure; one figure is its own range (the shelf sorts on both). */
export const priceColumns = (mode: PriceMode | null, min: number | null, max: number | null) => ({
  priceMin: mode === 'negotiable' ? null : min,
  priceMax: mode === 'negotiable' ? null : mode === 'fixed' ? min : max,
});

/** Fields whose values differ between two versions (none when there is nothing to compare with). */
export const changedFieldsBy =
  <F extends string>(fields: readonly F[], formOf: (revision: RevisionColumns) => Record<F, unknown>) =>
  (before: RevisionColumns | null, after: RevisionColumns): string[] => {
    if (!before) return [];
    const a = formOf(before);
    const b = formOf(after);
    return fields.filter((field) => JSON.stringify(a[field] ?? null) !== JSON.stringify(b[field] ?? null));
  };

export const yuan = (value: number) => `¥${value.toLocaleString('zh-CN', { maximumFractionDigits: 2 })}`;

/** The price as the shelf shows it: 面议, ¥300/亩, ¥200–500/次. */
export const priceText = (
  mode: PriceMode | null,
  min: number | null,
  max: number | null,
  unit: string | null,
) => {
  if (!mode) return null;
  if (mode === 'negotiable') return PRICE_MODE_LABELS.negotiable;
  const per = unit ? `/${unit}` : '';
  if (mode === 'fixed') return min == null ? null : `${yuan(min)}${per}`;
  return min == null || max == null ? null : `${yuan(min)}–${yuan(max)}${per}`;
};

export type FieldText = { text: string | null; images?: string[] };

/**
 * The version under audit beside the listed one, field by field, as the operator reads them. The range's upper bound
 * reads as part of the price, so it has no row of its own.
 */
export const reviewFieldsOf = (
  fields: readonly { field: string; label: string }[],
  now: Record<string, FieldText>,
  before: Record<string, FieldText> | null,
  changed: Set<string>,
) =>
  fields
    .filter(({ field }) => field !== 'priceMax')
    .map(({ field, label }) => {
      const value = now[field];
      const old = before?.[field];
      return {
        field,
        label: field === 'priceMin' ? '价格' : label,
        value: value?.text ?? null,
        listedValue: old?.text ?? null,
        ...(value?.images ? { images: value.images } : {}),
        ...(old?.images ? { listedImages: old.images } : {}),
        changed: changed.has(field) || (field === 'priceMin' && changed.has('priceMax')),
      };
    });
