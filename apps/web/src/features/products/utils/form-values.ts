import {
  type Certification,
  PRODUCT_FIELD_LABELS,
  type ProductCategory,
  type ProductDraft,
  ProductDraftSchema,
  ProductFormSchema,
  type ProductValues,
} from '@rrsp/contract';
import { type ListingFormValues, listingFormOf, trimmedText } from '../../shelf/utils/shelf-form.ts';
import { sortedCertifications } from './product-fields.ts';

/**
 * The product form's values as antd holds them, and the mappings to and from what the server stores: a saved product
 * fills the form again, and the form becomes a draft (anything filled in, checked by ProductDraftSchema) or a product
 * ready for audit (everything, checked by ProductFormSchema). The form keeps its pictures with their addresses
 * (`images`), the contract only their ids (`imageFileIds`). What every kind's form shares, and the checks, are the
 * shelf's (listingFormOf, shelf-form.ts); here are a product's own fields: its certifications, unit and supply period.
 */

export interface ProductFormValues extends ListingFormValues<ProductCategory> {
  certifications?: Certification[];
  supplyPeriod?: string;
}

const PRODUCT_TEXT_FIELDS = ['unit', 'supplyPeriod'] as const;

export const PRODUCT_FORM = listingFormOf<ProductFormValues, ProductValues>()({
  noun: '产品',
  fields: [
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
  ],
  labels: { ...PRODUCT_FIELD_LABELS, images: PRODUCT_FIELD_LABELS.imageFileIds },
  blanks: {
    name: '产品名称',
    regionChosen: '已选择的产地',
    region: '产地',
    summary: '一句话介绍产品的品种、品质和特色，显示在卡片上。',
  },
  draftSchema: ProductDraftSchema,
  formSchema: ProductFormSchema,
  emptyValues: { images: [], certifications: [] },
  ownValuesOf: (stored) => ({
    certifications: sortedCertifications(stored.certifications),
    ...(stored.supplyPeriod ? { supplyPeriod: stored.supplyPeriod } : {}),
  }),
  // the unit stays with 面议 too (按斤计), and the certifications go each once, in order
  ownDraftOf: (values) => {
    const own: Pick<Partial<ProductDraft>, 'unit' | 'supplyPeriod' | 'certifications'> = {};
    for (const field of PRODUCT_TEXT_FIELDS) {
      const text = trimmedText(values[field]);
      if (text !== undefined) own[field] = text;
    }
    const certifications = sortedCertifications(values.certifications ?? []);
    if (certifications.length > 0) own.certifications = certifications;
    return own;
  },
  ownSubmissionOf: (own) => ({ certifications: own.certifications ?? [] }),
  ownCardOf: (values) => ({
    unit: trimmedText(values.unit) ?? '',
    supplyPeriod: trimmedText(values.supplyPeriod) ?? '供应期',
    certifications: sortedCertifications(values.certifications ?? []),
  }),
});
