import type { EditorialFields, EditorialKind } from '@rrsp/contract';
import { type Dayjs, dayjs } from '../../../lib/dayjs.ts';

/** The form's values: a version's fields less its kind, the publication time as the date picker holds it. */
export type EditorialFormValues = {
  title: string;
  summary: string;
  coverUrl: string | null;
  content: string;
  publishedAt: Dayjs | null;
  category?: string;
  source?: string;
  author?: string;
  classId?: string;
  providerName?: string;
  regionCode?: string;
  tags?: string[];
  contactName?: string;
  contactPhone?: string;
};

/** What a new item of each kind starts from. */
export const emptyValues = (kind: EditorialKind): EditorialFormValues => ({
  title: '',
  summary: '',
  coverUrl: null,
  content: '',
  publishedAt: null,
  ...(kind === 'news'
    ? { category: 'work', source: '', author: '' }
    : { providerName: '', tags: [], contactName: '', contactPhone: '' }),
});

export const toFormValues = (fields: EditorialFields): EditorialFormValues => {
  const { kind: _kind, publishedAt, ...rest } = fields;
  return { ...rest, publishedAt: publishedAt ? dayjs(publishedAt) : null };
};

/** The form's values as the contract's fields (what the server checks again, and sanitises). */
export const toFields = (kind: EditorialKind, values: EditorialFormValues): EditorialFields => {
  const common = {
    title: values.title ?? '',
    summary: values.summary ?? '',
    coverUrl: values.coverUrl ?? null,
    content: values.content ?? '',
    publishedAt: values.publishedAt ? values.publishedAt.toISOString() : null,
  };
  if (kind === 'news') {
    return {
      kind,
      ...common,
      category: (values.category ?? 'work') as Extract<EditorialFields, { kind: 'news' }>['category'],
      source: values.source ?? '',
      author: values.author ?? '',
    };
  }
  return {
    kind,
    ...common,
    classId: values.classId ?? '',
    providerName: values.providerName ?? '',
    regionCode: values.regionCode ?? '',
    tags: values.tags ?? [],
    contactName: values.contactName ?? '',
    contactPhone: values.contactPhone ?? '',
  };
};
