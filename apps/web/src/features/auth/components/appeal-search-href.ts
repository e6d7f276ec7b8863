import { paths } from '../../../config/paths.ts';

/** 申诉进度查询, opened on the given apply number when there is one. */
export const appealSearchHref = (applyNo?: string): string =>
  applyNo
    ? `${paths.entry.appealSearch.path}?${new URLSearchParams({ applyNo }).toString()}`
    : paths.entry.appealSearch.getHref();
