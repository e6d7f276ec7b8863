import { caseEndpoints, solutionEndpoints } from '@rrsp/contract';
import { paths } from '../../../config/paths.ts';

/** Solutions and cooperation cases share one shape and one set of screens; the kind picks endpoints and words. */
export type ContentKind = 'solution' | 'case';

export const contentKinds = {
  solution: {
    endpoints: solutionEndpoints,
    /** 解决方案 */
    title: paths.solutions.list.title,
    noun: '方案',
    list: paths.solutions.list,
    detail: paths.solutions.detail,
  },
  case: {
    endpoints: caseEndpoints,
    /** 合作案例 */
    title: paths.cases.list.title,
    noun: '案例',
    list: paths.cases.list,
    detail: paths.cases.detail,
  },
} as const;

/** Class ids are UUIDs; anything else in `?category=` means 全部. */
export const isClassId = (value: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
