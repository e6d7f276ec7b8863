import { PAGES, PRODUCT_CATEGORY_LABELS, ProductFormSchema } from '@rrsp/contract';
import { defineShelfKind } from '../shelf/shelf-kinds.ts';
import {
  changedProductFields,
  evidenceIdsOf,
  PRODUCT_REVIEW_FIELDS,
  productFieldTexts,
  productFormOf,
  productValuesOf,
} from './product-values.ts';

export const productKind = defineShelfKind({
  kind: 'product',
  label: '产品',
  formSchema: ProductFormSchema,
  formOf: productFormOf,
  changedFields: changedProductFields,
  categoryLabels: PRODUCT_CATEGORY_LABELS,
  valuesOf: productValuesOf,
  fieldTexts: productFieldTexts,
  reviewFields: PRODUCT_REVIEW_FIELDS,
  evidenceIds: evidenceIdsOf,
  // products are listed by participants only; their list is where each one's state and reasons show
  ownerLink: () => PAGES.participants.product.path,
});
