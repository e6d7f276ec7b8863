import {
  CERTIFICATION_LABELS,
  type Certification,
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
  listingColumnsOf,
  listingFieldTexts,
  listingFormOf,
  listingValuesOf,
  type RevisionColumns,
  type ValueLookups,
} from '../shelf/shelf-values.ts';

/** What a product adds to the shared listing: its supply period (in `details`) and certifications (the tags). */
const SupplySchema = z.object({ supplyPeriod: z.string().nullable().default(null) });

export const productColumnsOf = ({ supplyPeriod, certifications, ...draft }: Omit<ProductDraft, 'id'>) =>
  listingColumnsOf(draft, {
    details: { supplyPeriod: supplyPeriod ?? null },
    tags: [...(certifications ?? [])],
  });

const supplyPeriodOf = (revision: RevisionColumns) => SupplySchema.parse(revision.details ?? {}).supplyPeriod;

const certificationsOf = (revision: RevisionColumns): Certification[] =>
  revision.tags.filter((tag): tag is Certification => tag in CERTIFICATION_LABELS);

export const productFormOf = (revision: RevisionColumns): Record<keyof ProductForm, unknown> => ({
  ...listingFormOf(revision),
  supplyPeriod: supplyPeriodOf(revision),
  certifications: certificationsOf(revision),
});

export const productValuesOf = (revision: RevisionColumns, lookups: ValueLookups): ProductValues => {
  const { imageFileIds: _ids, ...values } = listingValuesOf(revision, lookups);
  return {
    ...values,
    category: (values.category as ProductCategory | null) ?? null,
    supplyPeriod: supplyPeriodOf(revision),
    certifications: certificationsOf(revision),
  };
};

export const changedProductFields = changedFieldsBy(PRODUCT_FIELDS, productFormOf);

export const productFieldTexts = (values: ProductValues): Record<string, FieldText> => ({
  ...listingFieldTexts(
    { ...values, imageFileIds: values.images.map((image) => image.fileId) },
    PRODUCT_CATEGORY_LABELS,
  ),
  supplyPeriod: { text: values.supplyPeriod },
  certifications: {
    text: values.certifications.length
      ? values.certifications.map((certification) => CERTIFICATION_LABELS[certification]).join('、')
      : '无',
  },
});

export const PRODUCT_REVIEW_FIELDS = PRODUCT_FIELDS.map((field) => ({
  field,
  label: PRODUCT_FIELD_LABELS[field],
}));
