import type { EditorialFields, EditorialKind } from '@rrsp/contract';
import { dayjs } from '../../../lib/dayjs.ts';
import type { EditorialFormValues } from './empty-values.ts';

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
