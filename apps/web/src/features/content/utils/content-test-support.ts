import type { ContentListItem } from '../api/list-content.ts';

/** Test-only: a published solution or case of the 茶产业 class, as the lists show it. */

export const CONTENT_ID = '1b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11';
export const CONTENT_CLASS_ID = '0b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11';

export const contentItemOf = (title: string): ContentListItem => ({
  id: CONTENT_ID,
  classId: CONTENT_CLASS_ID,
  className: '茶产业',
  title,
  summary: `${title}的简介`,
  coverUrl: null,
  providerName: '贵州黔农云科技有限公司',
  regionName: '黔东南州雷山县',
  tags: [],
  publishedAt: '2026-05-01T02:00:00.000Z',
  views: 12,
  contactName: '王经理',
  contactPhone: '0851-86661234',
});
