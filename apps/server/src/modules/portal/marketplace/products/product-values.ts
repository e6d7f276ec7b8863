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

/**
 * What a product adds to the shared listing: its supply period and its certifications' evidence (in `details`), and
 * the certifications' kinds as the tags the shelf filters by.
 */
const ProductDetailsSchema = z.object({
  supplyPeriod: z.string().nullable().default(null),
  certificationClaims: z
    .array(z.object({ kind: z.string(), certificateNumber: z.string(), evidenceFileId: z.string() }))
    .default([]),
});

export const productColumnsOf = ({ supplyPeriod, certifications, ...draft }: Omit<ProductDraft, 'id'>) =>
  listingColumnsOf(draft, {
    details: { supplyPeriod: supplyPeriod ?? null, certificationClaims: certifications ?? [] },
    tags: (certifications ?? []).map((claim) => claim.kind),
  });

const productDetailsOf = (revision: RevisionColumns) => ProductDetailsSchema.parse(revision.details ?? {});

const supplyPeriodOf = (revision: RevisionColumns) => productDetailsOf(revision).supplyPeriod;

const certificationsOf = (revision: RevisionColumns): Certification[] =>
  revision.tags.filter((tag): tag is Certification => tag in CERTIFICATION_LABELS);

/** A certification as saved, with its evidence; one saved before evidence was asked for (issue 24) has none. */
export type StoredClaim = ProductValues['certifications'][number];

export const certificationClaimsOf = (revision: RevisionColumns): StoredClaim[] => {
  const claims = productDetailsOf(revision).certificationClaims;
  return certificationsOf(revision).map((kind) => {
    const claim = claims.find((candidate) => candidate.kind === kind);
    return {
      kind,
      certificateNumber: claim?.certificateNumber ?? null,
      evidenceFileId: claim?.evidenceFileId ?? null,
    };
  });
};

/** The certificate files a version refers to: attached to its item when saved, readable through it. */
export const evidenceIdsOf = (revision: RevisionColumns): string[] =>
  certificationClaimsOf(revision).flatMap((claim) => (claim.evidenceFileId ? [claim.evidenceFileId] : []));

/** The certifications of a listed version that an operator approved with the certificate in view. */
export const checkedCertificationsOf = (revision: RevisionColumns) =>
  certificationClaimsOf(revision).flatMap(({ kind, certificateNumber, evidenceFileId }) =>
    certificateNumber && evidenceFileId ? [{ kind, certificateNumber }] : [],
  );

export const productFormOf = (revision: RevisionColumns): Record<keyof ProductForm, unknown> => ({
  ...listingFormOf(revision),
  supplyPeriod: supplyPeriodOf(revision),
  certifications: certificationClaimsOf(revision),
});

export const productValuesOf = (revision: RevisionColumns, lookups: ValueLookups): ProductValues => {
  const { imageFileIds: _ids, ...values } = listingValuesOf(revision, lookups);
  return {
    ...values,
    category: (values.category as ProductCategory | null) ?? null,
    supplyPeriod: supplyPeriodOf(revision),
    certifications: certificationClaimsOf(revision),
  };
};

export const changedProductFields = changedFieldsBy(PRODUCT_FIELDS, productFormOf);

export const productFieldTexts = (values: ProductValues): Record<string, FieldText> => ({
  ...listingFieldTexts(
    { ...values, imageFileIds: values.images.map((image) => image.fileId) },
    PRODUCT_CATEGORY_LABELS,
  ),
  supplyPeriod: { text: values.supplyPeriod },
  // each certification with its number, and its certificate for the reviewer to open (watermarked)
  certifications: {
    text: values.certifications.length
      ? values.certifications
          .map(
            ({ kind, certificateNumber }) =>
              `${CERTIFICATION_LABELS[kind]}（${certificateNumber ? `证书编号 ${certificateNumber}` : '未提供证书'}）`,
          )
          .join('、')
      : '无',
    evidence: values.certifications.flatMap(({ kind, certificateNumber, evidenceFileId }) =>
      evidenceFileId
        ? [{ fileId: evidenceFileId, label: `${CERTIFICATION_LABELS[kind]}证书`, certificateNumber }]
        : [],
    ),
  },
});

export const PRODUCT_REVIEW_FIELDS = PRODUCT_FIELDS.map((field) => ({
  field,
  label: PRODUCT_FIELD_LABELS[field],
}));
