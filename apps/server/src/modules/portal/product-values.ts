import {
  CERTIFICATION_LABELS,
  type Certification,
  PRICE_MODE_LABELS,
  PRODUCT_CATEGORY_LABELS,
  PRODUCT_FIELD_LABELS,
  PRODUCT_FIELDS,
  type ProductCategory,
  type ProductDraft,
  type ProductForm,
  type ProductValues,
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

/** What a product keeps in `details`; its certifications are the revision's tags, so the shelf filters on them. */
const ProductDetailsSchema = z.object({
  description: z.string().nullable().default(null),
  imageFileIds: z.array(z.string()).default([]),
  priceMode: z.enum(['fixed', 'range', 'negotiable']).nullable().default(null),
  unit: z.string().nullable().default(null),
  supplyPeriod: z.string().nullable().default(null),
  contactName: z.string().nullable().default(null),
  contactMobile: z.string().nullable().default(null),
});
type ProductDetails = z.infer<typeof ProductDetailsSchema>;

export const productColumnsOf = (draft: Omit<ProductDraft, 'id'>): RevisionColumns => {
  const imageFileIds = draft.imageFileIds ?? [];
  const priceMode = draft.priceMode ?? null;
  const details: ProductDetails = {
    description: draft.description ?? null,
    imageFileIds,
    priceMode,
    unit: draft.unit ?? null,
    supplyPeriod: draft.supplyPeriod ?? null,
    contactName: draft.contactName ?? null,
    contactMobile: draft.contactMobile ?? null,
  };
  return {
    name: draft.name,
    category: draft.category ?? null,
    regionCode: draft.regionCode ?? null,
    summary: draft.summary ?? null,
    ...priceColumns(priceMode, draft.priceMin ?? null, draft.priceMax ?? null),
    tags: [...(draft.certifications ?? [])],
    coverFileId: imageFileIds[0] ?? null,
    details,
  };
};

const detailsOf = (revision: Pick<RevisionColumns, 'details'>): ProductDetails =>
  ProductDetailsSchema.parse(revision.details ?? {});

const certificationsOf = (revision: RevisionColumns): Certification[] =>
  revision.tags.filter((tag): tag is Certification => tag in CERTIFICATION_LABELS);

export const productFormOf = (revision: RevisionColumns): Record<keyof ProductForm, unknown> => {
  const details = detailsOf(revision);
  return {
    name: revision.name,
    category: revision.category,
    regionCode: revision.regionCode,
    summary: revision.summary,
    description: details.description,
    imageFileIds: details.imageFileIds,
    unit: details.unit,
    priceMode: details.priceMode,
    priceMin: revision.priceMin,
    priceMax: details.priceMode === 'range' ? revision.priceMax : null,
    supplyPeriod: details.supplyPeriod,
    certifications: certificationsOf(revision),
    contactName: details.contactName,
    contactMobile: details.contactMobile,
  };
};

export const productValuesOf = (revision: RevisionColumns, lookups: ValueLookups): ProductValues => {
  const details = detailsOf(revision);
  return {
    name: revision.name,
    category: (revision.category as ProductCategory | null) ?? null,
    regionCode: revision.regionCode,
    regionName: revision.regionCode ? (lookups.regionNames.get(revision.regionCode) ?? null) : null,
    summary: revision.summary,
    description: details.description,
    images: details.imageFileIds.flatMap((fileId) => {
      const url = lookups.fileUrls.get(fileId);
      return url ? [{ fileId, url }] : [];
    }),
    unit: details.unit,
    priceMode: details.priceMode,
    priceMin: revision.priceMin,
    priceMax: details.priceMode === 'range' ? revision.priceMax : null,
    supplyPeriod: details.supplyPeriod,
    certifications: certificationsOf(revision),
    contactName: details.contactName,
    contactMobile: details.contactMobile,
  };
};

export const changedProductFields = changedFieldsBy(PRODUCT_FIELDS, productFormOf);

export const productFieldTexts = (values: ProductValues): Record<string, FieldText> => ({
  name: { text: values.name },
  category: { text: values.category ? PRODUCT_CATEGORY_LABELS[values.category] : null },
  regionCode: { text: values.regionName ?? values.regionCode },
  summary: { text: values.summary },
  description: { text: values.description },
  imageFileIds: { text: `${values.images.length} 张`, images: values.images.map((image) => image.url) },
  unit: { text: values.unit },
  priceMode: { text: values.priceMode ? PRICE_MODE_LABELS[values.priceMode] : null },
  priceMin: { text: priceText(values.priceMode, values.priceMin, values.priceMax, values.unit) },
  priceMax: { text: values.priceMax == null ? null : yuan(values.priceMax) },
  supplyPeriod: { text: values.supplyPeriod },
  certifications: {
    text: values.certifications.length
      ? values.certifications.map((certification) => CERTIFICATION_LABELS[certification]).join('、')
      : '无',
  },
  contactName: { text: values.contactName },
  contactMobile: { text: values.contactMobile },
});

export const PRODUCT_REVIEW_FIELDS = PRODUCT_FIELDS.map((field) => ({
  field,
  label: PRODUCT_FIELD_LABELS[field],
}));
