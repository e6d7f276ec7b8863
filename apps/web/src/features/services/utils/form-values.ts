import {
  SERVICE_FIELD_LABELS,
  type ServiceCategory,
  ServiceDraftSchema,
  ServiceFormSchema,
  type ServiceValues,
} from '@rrsp/contract';
import { type ListingFormValues, listingFormOf, trimmedText } from '../../shelf/utils/shelf-form.ts';
import { SERVICE_PREVIEW_BLANKS, serviceOwnCardOf } from './service-preview.ts';

/**
 * The publish form's values as antd holds them, and the mappings to and from what the server stores: a saved
 * service fills the form again, and the form becomes a draft (anything filled in, checked by ServiceDraftSchema) or
 * a service ready for audit (everything, checked by ServiceFormSchema). The form keeps its pictures with their
 * addresses (`images`), the contract only their ids (`imageFileIds`). What every kind's form shares, and the checks,
 * are the shelf's (listingFormOf, features/shelf/utils/shelf-form.ts); a service's own field is its unit, which goes
 * with its price.
 */

export type ServiceFormValues = ListingFormValues<ServiceCategory>;

export const SERVICE_FORM = listingFormOf<ServiceFormValues, ServiceValues>()({
  noun: '服务',
  fields: [
    'name',
    'category',
    'regionCode',
    'summary',
    'images',
    'priceMode',
    'priceMin',
    'priceMax',
    'unit',
    'description',
    'contactName',
    'contactMobile',
  ],
  labels: { ...SERVICE_FIELD_LABELS, images: SERVICE_FIELD_LABELS.imageFileIds, priceMin: '价格' },
  blanks: SERVICE_PREVIEW_BLANKS,
  draftSchema: ServiceDraftSchema,
  formSchema: ServiceFormSchema,
  emptyValues: { images: [] },
  // a service's unit goes with its figures: 面议 has none, and before a mode is chosen it is kept if typed
  ownDraftOf: (values) => {
    const unit = trimmedText(values.unit) ?? null;
    if (values.priceMode === 'fixed' || values.priceMode === 'range') return { unit };
    if (values.priceMode === 'negotiable') return { unit: null };
    return unit ? { unit } : {};
  },
  ownSubmissionOf: (own) => ({ unit: own.unit ?? null }),
  ownCardOf: serviceOwnCardOf,
});
