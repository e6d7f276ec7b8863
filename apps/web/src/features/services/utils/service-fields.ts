import {
  type AuditState,
  SERVICE_CATEGORY_LABELS,
  SERVICE_FIELD_LABELS,
  type ServiceValues,
} from '@rrsp/contract';
import { priceText } from '../../shelf/utils/price-text.ts';

/**
 * One of my services read as its publisher reads it: each part of a version in words, which parts an edit changed
 * (the server's `changedFields`), and what the version under audit is called. Pure, so it is tested without a screen.
 */

export const EMPTY_TEXT = '未填写';

/** Names the server may use for a field beside the contract's form fields (a version's own keys). */
const OTHER_LABELS: Record<string, string> = {
  images: SERVICE_FIELD_LABELS.imageFileIds,
  regionName: SERVICE_FIELD_LABELS.regionCode,
  price: '价格',
};

/** A field's name in words; undefined for a name this screen does not know (said as 其他内容, never as a code). */
export const fieldLabelOf = (field: string): string | undefined =>
  (SERVICE_FIELD_LABELS as Record<string, string>)[field] ?? OTHER_LABELS[field];

/** The parts a publisher compares, each made of the fields it shows (a price is its mode, figures and unit). */
export type ComparedPart =
  | 'name'
  | 'category'
  | 'region'
  | 'summary'
  | 'images'
  | 'price'
  | 'description'
  | 'contact';

export const COMPARED_PARTS: readonly { part: ComparedPart; label: string; fields: readonly string[] }[] = [
  { part: 'name', label: '服务名称', fields: ['name'] },
  { part: 'category', label: '服务类别', fields: ['category'] },
  { part: 'region', label: '服务地区', fields: ['regionCode', 'regionName'] },
  { part: 'summary', label: '服务简介', fields: ['summary'] },
  { part: 'images', label: '服务图片', fields: ['imageFileIds', 'images'] },
  { part: 'price', label: '价格', fields: ['priceMode', 'priceMin', 'priceMax', 'unit', 'price'] },
  { part: 'description', label: '服务详情', fields: ['description'] },
  { part: 'contact', label: '联系方式', fields: ['contactName', 'contactMobile'] },
];

/** The parts an edit touched, in the order the page shows them. */
export const changedPartsOf = (changedFields: readonly string[]): ComparedPart[] =>
  COMPARED_PARTS.filter(({ fields }) => fields.some((field) => changedFields.includes(field))).map(
    ({ part }) => part,
  );

/** A part of a version in words (pictures are counted here; the page shows them as thumbnails). */
export const partText = (values: ServiceValues, part: ComparedPart): string => {
  switch (part) {
    case 'name':
      return values.name.trim() || EMPTY_TEXT;
    case 'category':
      return values.category ? SERVICE_CATEGORY_LABELS[values.category] : EMPTY_TEXT;
    case 'region':
      return values.regionName || values.regionCode || EMPTY_TEXT;
    case 'summary':
      return values.summary?.trim() || EMPTY_TEXT;
    case 'description':
      return values.description?.trim() || EMPTY_TEXT;
    case 'images':
      return values.images.length > 0 ? `${values.images.length} 张图片` : EMPTY_TEXT;
    case 'price':
      return values.priceMode ? priceText(values) : EMPTY_TEXT;
    case 'contact': {
      const parts = [values.contactName, values.contactMobile].filter(Boolean);
      return parts.length > 0 ? parts.join(' ') : EMPTY_TEXT;
    }
  }
};

/** What the working version is called beside the one on the shelf. */
export const workingVersionLabel = (audit: AuditState): string => {
  switch (audit) {
    case 'pending':
      return '待审核版本';
    case 'rejected':
      return '未通过审核的版本';
    case 'draft':
      return '草稿版本';
    case 'approved':
      return '当前版本';
  }
};
