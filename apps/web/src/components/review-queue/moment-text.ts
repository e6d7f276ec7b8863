import { formatDateTime } from '../../lib/format.ts';

/**
 * A moment of an item under review (提交时间, 处理时间) as date and time; — while there is none. Apart from
 * review-facts.tsx, so a queue's table does not bring the detail page's antd Card and Descriptions with it.
 */
export const momentText = (value: string | null): string => (value ? formatDateTime(value) : '—');
