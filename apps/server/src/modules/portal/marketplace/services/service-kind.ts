import { PAGES, SERVICE_CATEGORY_LABELS, ServiceFormSchema } from '@rrsp/contract';
import { defineShelfKind } from '../shelf/shelf-kinds.ts';
import {
  changedServiceFields,
  SERVICE_REVIEW_FIELDS,
  serviceFieldTexts,
  serviceFormOf,
  serviceValuesOf,
} from './service-values.ts';

export const serviceKind = defineShelfKind({
  kind: 'service',
  label: '服务',
  formSchema: ServiceFormSchema,
  formOf: serviceFormOf,
  changedFields: changedServiceFields,
  categoryLabels: SERVICE_CATEGORY_LABELS,
  valuesOf: serviceValuesOf,
  fieldTexts: serviceFieldTexts,
  reviewFields: SERVICE_REVIEW_FIELDS,
  ownerLink: (area, itemId) => `${PAGES[area].servicePublicDetail.path}?id=${itemId}`,
});
