import { z } from 'zod';

/** Upper bound of any list's pageSize; class lists ask for exactly this many. */
export const MAX_PAGE_SIZE = 100;
export const CLASS_LIST_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 10;

const pageNumber = z.coerce.number().int('页码必须是整数').min(1, '页码从 1 开始').max(100_000, '页码过大');

export const PageQuerySchema = z.object({
  pageNum: pageNumber.default(1),
  pageSize: z.coerce
    .number()
    .int('每页条数必须是整数')
    .min(1, '每页至少 1 条')
    .max(MAX_PAGE_SIZE, `每页最多 ${MAX_PAGE_SIZE} 条`)
    .default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export const pageSchema = <T extends z.ZodType>(row: T) =>
  z.object({
    rows: z.array(row),
    total: z.number().int().min(0),
    pageNum: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    /** Set when the list is too long to count on every page: `total` is then an estimate (shown as 约 N 条). */
    totalIsEstimate: z.literal(true).optional(),
  });

export interface Page<T> {
  rows: T[];
  total: number;
  pageNum: number;
  pageSize: number;
  totalIsEstimate?: true;
}
