import {
  type Certification,
  PRODUCT_FIELD_LABELS,
  type ProductCategory,
  type ProductDraft,
  ProductDraftSchema,
  ProductFormSchema,
  type ProductValues,
} from '@rrsp/contract';
import {
  amountOf,
  type ListingFormValues,
  listingDraftOf,
  listingFormValuesOf,
  missingTextOf,
  shelfFormChecks,
  shelfSubmissionOf,
  trimmedText,
} from '../../../components/shelf/shelf-form.ts';
import type { ProductCardView } from './product-card-view.ts';
import { sortedCertifications } from './product-fields.ts';

/**
 * The product form's values as antd holds them, and the mappings to and from what the server stores: a saved product
 * fills the form again, and the form becomes a draft (anything filled in, checked by ProductDraftSchema) or a product
 * ready for audit (everything, checked by ProductFormSchema). The form keeps its pictures with their addresses
 * (`images`), the contract only their ids (`imageFileIds`). The checks are the shelf's (components/shelf/shelf-form.ts).
 */

export interface ProductFormValues extends ListingFormValues<ProductCategory> {
  certifications?: Certification[];
  supplyPeriod?: string;
}

export type ProductFormField = keyof ProductFormValues;

/** The form's fields in the order it shows them: errors are listed, and scrolled to, in this order. */
export const PRODUCT_FORM_FIELDS: readonly ProductFormField[] = [
  'name',
  'category',
  'regionCode',
  'certifications',
  'summary',
  'images',
  'unit',
  'supplyPeriod',
  'priceMode',
  'priceMin',
  'priceMax',
  'description',
  'contactName',
  'contactMobile',
];

export const PRODUCT_FORM_LABELS: Record<ProductFormField, string> = {
  ...PRODUCT_FIELD_LABELS,
  images: PRODUCT_FIELD_LABELS.imageFileIds,
};

/** The form's values from a stored version (a draft, a rejected or an approved one to change). */
export const productFormValuesOf = (values: ProductValues): ProductFormValues => {
  const result: ProductFormValues = {
    ...listingFormValuesOf(values),
    certifications: sortedCertifications(values.certifications),
  };
  if (values.supplyPeriod) result.supplyPeriod = values.supplyPeriod;
  return result;
};

const PRODUCT_TEXT_FIELDS = ['unit', 'supplyPeriod'] as const;

/**
 * What is filled in, tidied as the server keeps it: text trimmed, empty fields left out, the certifications each
 * once, and only the prices the chosen mode uses. Saving replaces the working version, so a field left out is empty.
 */
export const productDraftOf = (values: ProductFormValues, id?: string): Partial<ProductDraft> => {
  const draft: Partial<ProductDraft> = listingDraftOf(values, id);
  for (const field of PRODUCT_TEXT_FIELDS) {
    const text = trimmedText(values[field]);
    if (text !== undefined) draft[field] = text;
  }
  const certifications = sortedCertifications(values.certifications ?? []);
  if (certifications.length > 0) draft.certifications = certifications;
  return draft;
};

/** The whole product as ProductFormSchema reads it: every key present, the price fields null when unused. */
export const productSubmissionOf = (values: ProductFormValues): Record<string, unknown> => {
  const { id: _id, ...draft } = productDraftOf(values);
  return { ...shelfSubmissionOf(draft), certifications: draft.certifications ?? [] };
};

export const {
  formFieldOf: productFormFieldOf,
  checkDraft: checkProductDraft,
  checkSubmission: checkProductSubmission,
  submissionIssuesOf: productSubmissionIssuesOf,
  serverIssuesOf: productServerIssuesOf,
} = shelfFormChecks({
  fields: PRODUCT_FORM_FIELDS,
  draftOf: productDraftOf,
  submissionOf: productSubmissionOf,
  draftSchema: ProductDraftSchema,
  formSchema: ProductFormSchema,
  missingText: missingTextOf(PRODUCT_FORM_LABELS, '产品'),
});

/** The card as the shelf will show it, from what is filled in so far; blanks say what goes there. */
export const productPreviewOf = (
  values: ProductFormValues,
  names: { regionName?: string | null | undefined; tenantName?: string | null | undefined },
): ProductCardView => ({
  name: trimmedText(values.name) ?? '产品名称',
  category: values.category ?? null,
  regionName: values.regionCode ? (names.regionName ?? '已选择的产地') : '产地',
  summary: trimmedText(values.summary) ?? '一句话介绍产品的品种、品质和特色，显示在卡片上。',
  coverUrl: values.images?.[0]?.url ?? null,
  unit: trimmedText(values.unit) ?? '',
  priceMode: values.priceMode ?? null,
  priceMin: amountOf(values.priceMin),
  priceMax: amountOf(values.priceMax),
  supplyPeriod: trimmedText(values.supplyPeriod) ?? '供应期',
  certifications: sortedCertifications(values.certifications ?? []),
  tenantName: names.tenantName ?? '本主体',
});
