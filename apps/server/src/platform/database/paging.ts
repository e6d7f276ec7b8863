import type { Page, PageQuery } from '@rrsp/contract';

export const offsetOf = ({ pageNum, pageSize }: PageQuery): number => (pageNum - 1) * pageSize;

export const toPage = <T>(rows: T[], total: number, { pageNum, pageSize }: PageQuery): Page<T> => ({
  rows,
  total,
  pageNum,
  pageSize,
});

/** A user's keyword as a LIKE pattern that matches it literally. */
export const containsPattern = (keyword: string): string =>
  `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
