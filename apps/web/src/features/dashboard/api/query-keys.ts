/** Every query key of the home dashboard: one factory, so loaders, hooks and invalidation agree. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  countData: () => [...dashboardKeys.all, 'count-data'] as const,
  controlCenters: () => [...dashboardKeys.all, 'control-centers'] as const,
  delivering: () => [...dashboardKeys.all, 'delivering'] as const,
  saleRanking: (params: { isSaleRoom: number; pageSize: number }) =>
    [...dashboardKeys.all, 'sale-ranking', params] as const,
};
