import {
  SERVICE_CATEGORY_LABELS,
  SERVICE_FIELD_LABELS,
  SERVICE_FIELDS,
  type ServiceCategory,
  type ServiceDraft,
  type ServiceForm,
  type ServiceValues,
} from '@rrsp/contract';
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

/** A service is the shared listing and nothing more. */
export const serviceColumnsOf = (draft: Omit<ServiceDraft, 'id'>): RevisionColumns => listingColumnsOf(draft);

export const serviceFormOf = (revision: RevisionColumns): Record<keyof ServiceForm, unknown> =>
  listingFormOf(revision);

export const serviceValuesOf = (revision: RevisionColumns, lookups: ValueLookups): ServiceValues => {
  const { imageFileIds: _ids, ...values } = listingValuesOf(revision, lookups);
  return { ...values, category: (values.category as ServiceCategory | null) ?? null };
};

export const changedServiceFields = changedFieldsBy(SERVICE_FIELDS, serviceFormOf);

export const serviceFieldTexts = (values: ServiceValues): Record<string, FieldText> =>
  listingFieldTexts(
    { ...values, imageFileIds: values.images.map((image) => image.fileId) },
    SERVICE_CATEGORY_LABELS,
  );

export const SERVICE_REVIEW_FIELDS = SERVICE_FIELDS.map((field) => ({
  field,
  label: SERVICE_FIELD_LABELS[field],
}));
