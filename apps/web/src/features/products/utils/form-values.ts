import {
  type Certification,
  PRODUCT_FIELD_LABELS,
  type PriceMode,
  type ProductCategory,
  type ProductDraft,
  ProductDraftSchema,
  ProductFormSchema,
  type ProductValues,
} from '@rrsp/contract';
import {
  amountOf,
  missingTextOf,
  priceDraftOf,
  type ShelfImage,
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

export interface ProductFormValues {
  name?: string;
  category?: ProductCategory;
  regionCode?: string;
  certifications?: Certification[];
  summary?: string;
  images?: ShelfImage[];
  unit?: string;
  supplyPeriod?: string;
  priceMode?: PriceMode;
  priceMin?: number | null;
  priceMax?: number | null;
  description?: string;
  contactName?: string;
  contactMobile?: string;
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
    images: values.images.map(({ fileId, url }) => ({ fileId, url })),
    certifications: sortedCertifications(values.certifications),
  };
  if (values.name) result.name = values.name;
  if (values.category) result.category = values.category;
  if (values.regionCode) result.regionCode = values.regionCode;
  if (values.summary) result.summary = values.summary;
  if (values.description) result.description = values.description;
  if (values.unit) result.unit = values.unit;
  if (values.supplyPeriod) result.supplyPeriod = values.supplyPeriod;
  if (values.priceMode) result.priceMode = values.priceMode;
  if (values.priceMin !== null) result.priceMin = values.priceMin;
  if (values.priceMax !== null) result.priceMax = values.priceMax;
  if (values.contactName) result.contactName = values.contactName;
  if (values.contactMobile) result.contactMobile = values.contactMobile;
  return result;
};

const TEXT_FIELDS = [
  'regionCode',
  'summary',
  'description',
  'unit',
  'supplyPeriod',
  'contactName',
  'contactMobile',
] as const;

/**
 * What is filled in, tidied as the server keeps it: text trimmed, empty fields left out, the certifications each
 * once, and only the prices the chosen mode uses. Saving replaces the working version, so a field left out is empty.
 */
export const productDraftOf = (values: ProductFormValues, id?: string): Partial<ProductDraft> => {
  const draft: Partial<ProductDraft> = {};
  if (id) draft.id = id;
  // a missing name is told as 请填写产品名称 by the schema, which an empty one would not be
  const name = trimmedText(values.name);
  if (name !== undefined) draft.name = name;
  for (const field of TEXT_FIELDS) {
    const text = trimmedText(values[field]);
    if (text !== undefined) draft[field] = text;
  }
  if (values.category) draft.category = values.category;
  const images = values.images ?? [];
  if (images.length > 0) draft.imageFileIds = images.map((image) => image.fileId);
  const certifications = sortedCertifications(values.certifications ?? []);
  if (certifications.length > 0) draft.certifications = certifications;
  Object.assign(draft, priceDraftOf(values));
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
