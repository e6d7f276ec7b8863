import type { Certification, ProductCategory } from '@rrsp/contract';
import {
  type ListingFormValues,
  listingPreviewOf,
  type PreviewBlanks,
  type PreviewNames,
  trimmedText,
} from '../../shelf/utils/shelf-form.ts';
import { sortedCertifications } from './product-fields.ts';

/** What of a product's form its card shows (ProductFormValues, form-values.ts, holds these and more). */
type ProductCardValues = ListingFormValues<ProductCategory> & {
  certifications?: Certification[];
  supplyPeriod?: string;
};

/** What a product's card says where nothing is filled in yet (上架后的样子 beside the publish form). */
export const PRODUCT_PREVIEW_BLANKS: PreviewBlanks = {
  name: '产品名称',
  regionChosen: '已选择的产地',
  region: '产地',
  summary: '一句话介绍产品的品种、品质和特色，显示在卡片上。',
};

/** A product's own part of its card: unit, supply period and certifications. */
export const productOwnCardOf = (values: ProductCardValues) => ({
  unit: trimmedText(values.unit) ?? '',
  supplyPeriod: trimmedText(values.supplyPeriod) ?? '供应期',
  certifications: sortedCertifications(values.certifications ?? []),
});

/**
 * The card as the shelf will show a product, from what is filled in so far: PRODUCT_FORM's previewOf, apart from its
 * rules (zod), for the publish form's stand-in, which draws the card before the form's code is there.
 */
export const productPreviewOf = (values: ProductCardValues, names: PreviewNames) => ({
  ...listingPreviewOf(values, names, PRODUCT_PREVIEW_BLANKS),
  ...productOwnCardOf(values),
});
