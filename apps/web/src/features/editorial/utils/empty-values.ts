import type { EditorialKind } from '@rrsp/contract';
import type { Dayjs } from '../../../lib/dayjs.ts';

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
