import {
  SERVICE_FIELD_LABELS,
  type ServiceCategory,
  type ServiceDraft,
  ServiceDraftSchema,
  ServiceFormSchema,
  type ServiceValues,
} from '@rrsp/contract';
import {
  amountOf,
  type ListingFormValues,
  listingDraftOf,
  listingFormValuesOf,
  missingTextOf,
  type ShelfImage,
  shelfFormChecks,
  shelfSubmissionOf,
  trimmedText,
} from '../../../components/shelf/shelf-form.ts';
import type { ServiceCardView } from './service-card-view.ts';

/**
 * The publish form's values as antd holds them, and the mappings to and from what the server stores: a saved
 * service fills the form again, and the form becomes a draft (anything filled in, checked by ServiceDraftSchema) or
 * a service ready for audit (everything, checked by ServiceFormSchema). The form keeps its pictures with their
 * addresses (`images`), the contract only their ids (`imageFileIds`). How the checks read the schemas is shared with
 * the products' form (components/shelf/shelf-form.ts).
 */

export type ServiceImage = ShelfImage;

export type ServiceFormValues = ListingFormValues<ServiceCategory>;

export type ServiceFormField = keyof ServiceFormValues;

/** The form's fields in the order it shows them: errors are listed, and scrolled to, in this order. */
export const FORM_FIELDS: readonly ServiceFormField[] = [
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
];

export const FORM_FIELD_LABELS: Record<ServiceFormField, string> = {
  ...SERVICE_FIELD_LABELS,
  images: SERVICE_FIELD_LABELS.imageFileIds,
  priceMin: '价格',
};

/** The form's values from a stored version (a draft, a rejected or an approved one to change). */
export const formValuesOf = (values: ServiceValues): ServiceFormValues => listingFormValuesOf(values);

/**
 * What is filled in, tidied as the server keeps it: text trimmed, empty fields left out, and only the prices the
 * chosen mode uses (面议 has none, 一口价 one). Saving replaces the working version, so a field left out is empty.
 */
export const draftOf = (values: ServiceFormValues, id?: string): Partial<ServiceDraft> => {
  const draft: Partial<ServiceDraft> = listingDraftOf(values, id);
  // a service's unit goes with its figures: 面议 has none
  const unit = trimmedText(values.unit) ?? null;
  if (values.priceMode === 'fixed' || values.priceMode === 'range') draft.unit = unit;
  else if (values.priceMode === 'negotiable') draft.unit = null;
  else if (unit) draft.unit = unit;
  return draft;
};

/** The whole service as ServiceFormSchema reads it: every key present, the price fields null when unused. */
export const submissionOf = (values: ServiceFormValues): Record<string, unknown> => {
  const { id: _id, ...draft } = draftOf(values);
  return { ...shelfSubmissionOf(draft), unit: draft.unit ?? null };
};

export const { formFieldOf, checkDraft, checkSubmission, submissionIssuesOf, serverIssuesOf } =
  shelfFormChecks({
    fields: FORM_FIELDS,
    draftOf,
    submissionOf,
    draftSchema: ServiceDraftSchema,
    formSchema: ServiceFormSchema,
    missingText: missingTextOf(FORM_FIELD_LABELS, '服务'),
  });

/** The card as the shelf will show it, from what is filled in so far; blanks say what goes there. */
export const previewCardOf = (
  values: ServiceFormValues,
  names: { regionName?: string | null | undefined; tenantName?: string | null | undefined },
): ServiceCardView => ({
  name: trimmedText(values.name) ?? '服务名称',
  category: values.category ?? null,
  regionName: values.regionCode ? (names.regionName ?? '已选择的服务地区') : '服务地区',
  summary: trimmedText(values.summary) ?? '一句话介绍服务内容、服务范围和优势，显示在卡片上。',
  coverUrl: values.images?.[0]?.url ?? null,
  priceMode: values.priceMode ?? null,
  priceMin: amountOf(values.priceMin),
  priceMax: amountOf(values.priceMax),
  unit: trimmedText(values.unit) ?? null,
  tenantName: names.tenantName ?? '本主体',
});
