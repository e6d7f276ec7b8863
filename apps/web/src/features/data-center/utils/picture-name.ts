import { GRANULARITY_LABELS, type Granularity } from '@rrsp/contract';
import type { DateRange } from './date-range.ts';

/** Characters no file system takes in a name, and the spaces around them. */
const UNSAFE = /[\\/:*?"<>|\s]+/g;

export interface PictureOf {
  title: string;
  /** Whose figures (a tenant's name, 全平台, the filters). */
  subject: string;
  range: DateRange & { granularity: Granularity };
  /** Today, for a chart of how things stand now (the range does not narrow it). */
  asOf?: string | undefined;
}

/**
 * A chart's picture, named as its export is: 销售额-2026-10-28至2026-11-26.png; a chart of how things stand now by
 * the day it was taken (产品与服务状态-2026-11-26.png).
 */
export const pictureFileName = ({
  title,
  range,
  asOf,
}: Pick<PictureOf, 'title' | 'range' | 'asOf'>): string =>
  `${title.replace(UNSAFE, '')}-${asOf ?? `${range.from}至${range.to}`}.png`;

/** The heading drawn on the picture: what, whose and when (销售额 · 全平台 · 2026-10-28 至 2026-11-26 · 按日). */
export const pictureTitle = ({ title, subject, range, asOf }: PictureOf): string =>
  [
    title,
    subject,
    ...(asOf ? [`截至 ${asOf}`] : [`${range.from} 至 ${range.to}`, GRANULARITY_LABELS[range.granularity]]),
  ]
    .filter(Boolean)
    .join(' · ');
