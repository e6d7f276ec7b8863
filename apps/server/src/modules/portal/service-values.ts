import {
  PRICE_MODE_LABELS,
  SERVICE_CATEGORY_LABELS,
  SERVICE_FIELD_LABELS,
  SERVICE_FIELDS,
  type ServiceCategory,
  type ServiceDraft,
  type ServiceForm,
  type ServiceValues,
} from '@rrsp/contract';
import { z } from 'zod';
import {
  changedFieldsBy,
  type FieldText,
  priceColumns,
  priceText,
  type RevisionColumns,
  type ValueLookups,
  yuan,
} from './shelf-values.ts';

/** What a service keeps in `details` (the columns hold what the shelf is searched and sorted by). */
const ServiceDetailsSchema = z.object({
  description: z.string().nullable().default(null),
  imageFileIds: z.array(z.string()).default([]),
  priceMode: z.enum(['fixed', 'range', 'negotiable']).nullable().default(null),
  unit: z.string().nullable().default(null),
  contactName: z.string().nullable().default(null),
  contactMobile: z.string().nullable().default(null),
});
type ServiceDetails = z.infer<typeof ServiceDetailsSchema>;

export const serviceColumnsOf = (draft: Omit<ServiceDraft, 'id'>): RevisionColumns => {
  const imageFileIds = draft.imageFileIds ?? [];
  const priceMode = draft.priceMode ?? null;
  const details: ServiceDetails = {
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
    tags: [],
    coverFileId: imageFileIds[0] ?? null,
    details,
  };
};

const detailsOf = (revision: Pick<RevisionColumns, 'details'>): ServiceDetails =>
  ServiceDetailsSchema.parse(revision.details ?? {});

/** The version as the form reads it again (the body of saveOrUpdate, or of the check before publishing). */
export const serviceFormOf = (revision: RevisionColumns): Record<keyof ServiceForm, unknown> => {
  const details = detailsOf(revision);
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

export type { RevisionColumns } from './shelf-values.ts';

export const serviceValuesOf = (revision: RevisionColumns, lookups: ValueLookups): ServiceValues => {
  const details = detailsOf(revision);
  return {
    name: revision.name,
    category: (revision.category as ServiceCategory | null) ?? null,
    regionCode: revision.regionCode,
    regionName: revision.regionCode ? (lookups.regionNames.get(revision.regionCode) ?? null) : null,
    summary: revision.summary,
    description: details.description,
    images: details.imageFileIds.flatMap((fileId) => {
      const url = lookups.fileUrls.get(fileId);
      return url ? [{ fileId, url }] : [];
    }),
    priceMode: details.priceMode,
    priceMin: revision.priceMin,
    priceMax: details.priceMode === 'range' ? revision.priceMax : null,
    unit: details.unit,
    contactName: details.contactName,
    contactMobile: details.contactMobile,
  };
};

export const changedServiceFields = changedFieldsBy(SERVICE_FIELDS, serviceFormOf);

/** Each field as text, for the operator's side-by-side view. */
export const serviceFieldTexts = (values: ServiceValues): Record<string, FieldText> => ({
  name: { text: values.name },
  category: { text: values.category ? SERVICE_CATEGORY_LABELS[values.category] : null },
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

export const SERVICE_REVIEW_FIELDS = SERVICE_FIELDS.map((field) => ({
  field,
  label: SERVICE_FIELD_LABELS[field],
}));
