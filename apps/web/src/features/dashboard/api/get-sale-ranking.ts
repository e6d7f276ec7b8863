import {
  RANKING_PAGE_SIZE,
  type SaleRankingRow,
  getSaleRanking as saleRankingEndpoint,
} from '@rrsp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** The twelve best sellers of the showroom channel (SPEC.md §7: isSaleRoom=1, pageNum=1, pageSize=12). */
export const getSaleRanking = async (signal?: AbortSignal): Promise<SaleRankingRow[]> => {
  const page = await api.request(saleRankingEndpoint, {
    query: { isSaleRoom: 1, pageNum: 1, pageSize: RANKING_PAGE_SIZE },
    showLoading: false,
    signal,
  });
  return page.rows;
};

export const getSaleRankingQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'sale-ranking', { isSaleRoom: 1, pageSize: RANKING_PAGE_SIZE }],
    queryFn: ({ signal }) => getSaleRanking(signal),
    staleTime: 5 * 60_000,
  });

export const useSaleRanking = () => useQuery(getSaleRankingQueryOptions());
