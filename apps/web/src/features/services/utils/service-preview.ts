import type { ServiceCategory } from '@rrsp/contract';
import {
  type ListingFormValues,
  listingPreviewOf,
  type PreviewBlanks,
  type PreviewNames,
  trimmedText,
} from '../../shelf/utils/shelf-form.ts';

/** What a service's card says where nothing is filled in yet (上架后的样子 beside the publish form). */
export const SERVICE_PREVIEW_BLANKS: PreviewBlanks = {
  name: '服务名称',
  regionChosen: '已选择的服务地区',
  region: '服务地区',
  summary: '一句话介绍服务内容、服务范围和优势，显示在卡片上。',
};

/** A service's own part of its card: the unit that goes with its price. */
export const serviceOwnCardOf = (values: ListingFormValues<ServiceCategory>) => ({
  unit: trimmedText(values.unit) ?? null,
});

/**
 * The card as the shelf will show a service, from what is filled in so far: SERVICE_FORM's previewOf, apart from its
 * rules (zod), for the publish form's stand-in, which draws the card before the form's code is there.
 */
export const servicePreviewOf = (values: ListingFormValues<ServiceCategory>, names: PreviewNames) => ({
  ...listingPreviewOf(values, names, SERVICE_PREVIEW_BLANKS),
  ...serviceOwnCardOf(values),
});
