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
import { PRODUCT_PREVIEW_BLANKS, productOwnCardOf } from './product-preview.ts';

/**
 * The product form's values as antd holds them, and the mappings to and from what the server stores: a saved product
 * fills the form again, and the form becomes a draft (anything filled in, checked by ProductDraftSchema) or a product
 * ready for audit (everything, checked by ProductFormSchema). The form keeps its pictures with their addresses
 * (`images`), the contract only their ids (`imageFileIds`). What every kind's form shares, and the checks, are the
 * shelf's (listingFormOf, shelf-form.ts); here are a product's own fields: its certifications, unit and supply period.
 */

/**
 * A chosen certification's number and certificate, as the form holds them: the file with its name, to show it, and
 * whether the product already keeps it (then its owner can open it again; a new upload is attached only on saving).
 */
export interface CertificateEntry {
  certificateNumber?: string;
  evidence?: { fileId: string; name: string; stored?: boolean };
}

export interface ProductFormValues extends ListingFormValues<ProductCategory> {
  /** The certifications ticked; each needs its entry in `certificates` (issue 24). */
  certifications?: Certification[];
  certificates?: Partial<Record<Certification, CertificateEntry>>;
  supplyPeriod?: string;
}

/** What a stored certificate is called in the form: its upload's name is not kept with the product. */
export const STORED_CERTIFICATE_NAME = '已上传的证书';

/** The ticked certifications with their numbers and certificates, as the contract takes them; blanks stay blank. */
export const certificationClaimsOf = (values: ProductFormValues) =>
  sortedCertifications(values.certifications ?? []).map((kind) => {
    const entry = values.certificates?.[kind];
    return {
      kind,
      certificateNumber: trimmedText(entry?.certificateNumber),
      evidenceFileId: entry?.evidence?.fileId,
    };
  });

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
  labels: { ...PRODUCT_FIELD_LABELS, images: PRODUCT_FIELD_LABELS.imageFileIds, certificates: '认证证书' },
  blanks: PRODUCT_PREVIEW_BLANKS,
  draftSchema: ProductDraftSchema,
  formSchema: ProductFormSchema,
  emptyValues: { images: [], certifications: [], certificates: {} },
  ownValuesOf: (stored) => ({
    certifications: sortedCertifications(stored.certifications.map((claim) => claim.kind)),
    certificates: Object.fromEntries(
      stored.certifications.map(({ kind, certificateNumber, evidenceFileId }) => [
        kind,
        {
          ...(certificateNumber ? { certificateNumber } : {}),
          ...(evidenceFileId
            ? { evidence: { fileId: evidenceFileId, name: STORED_CERTIFICATE_NAME, stored: true } }
            : {}),
        },
      ]),
    ),
    ...(stored.supplyPeriod ? { supplyPeriod: stored.supplyPeriod } : {}),
  }),
  // the unit stays with 面议 too (按斤计), and the certifications go each once, in order
  ownDraftOf: (values) => {
    const own: Pick<Partial<ProductDraft>, 'unit' | 'supplyPeriod' | 'certifications'> = {};
    for (const field of PRODUCT_TEXT_FIELDS) {
      const text = trimmedText(values[field]);
      if (text !== undefined) own[field] = text;
    }
    // a ticked certification goes with its number and certificate; one left without is refused by the schema
    const certifications = certificationClaimsOf(values);
    if (certifications.length > 0) own.certifications = certifications as ProductDraft['certifications'];
    return own;
  },
  ownSubmissionOf: (own) => ({ certifications: own.certifications ?? [] }),
  ownCardOf: productOwnCardOf,
});
