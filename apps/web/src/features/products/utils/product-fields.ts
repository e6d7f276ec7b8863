import {
  CERTIFICATION_LABELS,
  CERTIFICATIONS,
  type Certification,
  PRODUCT_FIELD_LABELS,
} from '@rrsp/contract';

/** A product's fields in words, for its log (修改了：…) and for what the server says is still missing. */

/** Names the server may use for a field beside the contract's form fields (a version's own keys). */
const OTHER_LABELS: Record<string, string> = {
  images: PRODUCT_FIELD_LABELS.imageFileIds,
  regionName: PRODUCT_FIELD_LABELS.regionCode,
  price: '价格',
  tags: PRODUCT_FIELD_LABELS.certifications,
};

/** A field's name in words; undefined for a name this screen does not know (said as 其他内容, never as a code). */
export const productFieldLabelOf = (field: string): string | undefined =>
  (PRODUCT_FIELD_LABELS as Record<string, string>)[field] ?? OTHER_LABELS[field];

/** The certifications in the contract's order, each once: 绿色食品、地理标志. */
export const sortedCertifications = (list: readonly Certification[]): Certification[] =>
  CERTIFICATIONS.filter((certification) => list.includes(certification));

export const certificationsText = (list: readonly Certification[]): string =>
  sortedCertifications(list)
    .map((certification) => CERTIFICATION_LABELS[certification])
    .join('、');
