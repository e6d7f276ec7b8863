import {
  RANKING_PAGE_SIZE,
  type SaleRankingRow,
  getSaleRanking as saleRankingEndpoint,
} from '@rrsp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { dashboardKeys } from './query-keys.ts';

/** The twelve best sellers of the showroom channel (SPEC.md §7: isSaleRoom=1, pageNum=1, pageSize=12). */
const SALE_RANKING_QUERY = { isSaleRoom: 1, pageSize: RANKING_PAGE_SIZE };

export const getSaleRanking = async (signal?: AbortSignal): Promise<SaleRankingRow[]> => {
  const page = await api.request(saleRankingEndpoint, {
    query: { isSaleRoom: SALE_RANKING_QUERY.isSaleRoom, pageNum: 1, pageSize: SALE_RANKING_QUERY.pageSize },
    showLoading: false,
    signal,
  });
  return page.rows;
};

export const getSaleRankingQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.saleRanking(SALE_RANKING_QUERY),
    queryFn: ({ signal }) => getSaleRanking(signal),
    staleTime: 5 * 60_000,
  });

export const useSaleRanking = () => useQuery(getSaleRankingQueryOptions());
