import { PRICE_MODE_LABELS, type PriceMode } from '@rrsp/contract';
import { z } from 'zod';
import type { ShelfRevisionRow } from './tables.ts';

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

/** A private file a field rests on (a product's certificate): the reviewer opens it through a watermarked link. */
export type FieldEvidence = { fileId: string; label: string; certificateNumber: string | null };

export type FieldText = { text: string | null; images?: string[]; evidence?: FieldEvidence[] };

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
        ...(value?.evidence ? { evidence: value.evidence } : {}),
        changed: changed.has(field) || (field === 'priceMin' && changed.has('priceMax')),
      };
    });

/** What every kind keeps in `details` (the columns hold what the shelf is searched and sorted by). */
export const ListingDetailsSchema = z.object({
  description: z.string().nullable().default(null),
  imageFileIds: z.array(z.string()).default([]),
  priceMode: z.enum(['fixed', 'range', 'negotiable']).nullable().default(null),
  unit: z.string().nullable().default(null),
  contactName: z.string().nullable().default(null),
  contactMobile: z.string().nullable().default(null),
});
type ListingDetails = z.infer<typeof ListingDetailsSchema>;

/** The form fields both kinds share (a product adds its supply period and certifications). */
export interface ListingDraft {
  name: string;
  category?: string | undefined;
  regionCode?: string | undefined;
  summary?: string | undefined;
  description?: string | undefined;
  imageFileIds?: string[] | undefined;
  priceMode?: PriceMode | undefined;
  priceMin?: number | null | undefined;
  priceMax?: number | null | undefined;
  unit?: string | null | undefined;
  contactName?: string | undefined;
  contactMobile?: string | undefined;
}

/** A draft as a version's columns; `details` and `tags` take what a kind adds. */
export const listingColumnsOf = (
  draft: ListingDraft,
  extra: { details?: Record<string, unknown>; tags?: string[] } = {},
): RevisionColumns => {
  const imageFileIds = draft.imageFileIds ?? [];
  const priceMode = draft.priceMode ?? null;
  const details: ListingDetails = {
    description: draft.description ?? null,
    imageFileIds,
    priceMode,
    unit: draft.unit ?? null,
    contactName: draft.contactName ?? null,
    contactMobile: draft.contactMobile ?? null,
  };
  return {
    name: draft.name,
    category: draft.category ?? null,
    regionCode: draft.regionCode ?? null,
    summary: draft.summary ?? null,
    ...priceColumns(priceMode, draft.priceMin ?? null, draft.priceMax ?? null),
    tags: extra.tags ?? [],
    coverFileId: imageFileIds[0] ?? null,
    details: { ...details, ...extra.details },
  };
};

export const listingDetailsOf = (revision: Pick<RevisionColumns, 'details'>): ListingDetails =>
  ListingDetailsSchema.parse(revision.details ?? {});

/** The version as the form reads it again: the shared fields. */
export const listingFormOf = (revision: RevisionColumns) => {
  const details = listingDetailsOf(revision);
  return {
    name: revision.name,
    category: revision.category,
    regionCode: revision.regionCode,
    summary: revision.summary,
    description: details.description,
    imageFileIds: details.imageFileIds,
    priceMode: details.priceMode,
    priceMin: revision.priceMin,
    priceMax: details.priceMode === 'range' ? revision.priceMax : null,
    unit: details.unit,
    contactName: details.contactName,
    contactMobile: details.contactMobile,
  };
};

/** The shared fields as the web reads them, with region names and picture addresses. */
export const listingValuesOf = (revision: RevisionColumns, lookups: ValueLookups) => {
  const form = listingFormOf(revision);
  return {
    ...form,
    regionName: revision.regionCode ? (lookups.regionNames.get(revision.regionCode) ?? null) : null,
    images: form.imageFileIds.flatMap((fileId) => {
      const url = lookups.fileUrls.get(fileId);
      return url ? [{ fileId, url }] : [];
    }),
  };
};

/** The shared fields as text, for the operator's side-by-side view. */
export const listingFieldTexts = (
  values: ReturnType<typeof listingValuesOf>,
  categoryLabels: Record<string, string>,
): Record<string, FieldText> => ({
  name: { text: values.name },
  category: { text: values.category ? (categoryLabels[values.category] ?? values.category) : null },
  regionCode: { text: values.regionName ?? values.regionCode },
  summary: { text: values.summary },
  description: { text: values.description },
  imageFileIds: { text: `${values.images.length} 张`, images: values.images.map((image) => image.url) },
  priceMode: { text: values.priceMode ? PRICE_MODE_LABELS[values.priceMode] : null },
  priceMin: { text: priceText(values.priceMode, values.priceMin, values.priceMax, values.unit) },
  priceMax: { text: values.priceMax == null ? null : yuan(values.priceMax) },
  unit: { text: values.unit },
  contactName: { text: values.contactName },
  contactMobile: { text: values.contactMobile },
});
