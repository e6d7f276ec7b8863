import type {
  MyServiceRow,
  ServiceCard,
  ServiceCategory,
  ServiceDetail,
  ServiceShelfQuery,
} from '@rrsp/contract';
import { serviceValuesOf } from './service-values.ts';
import { coverUrlOf, type ListedRow, type ShelfCatalog } from './shelf-catalog.ts';
import type { ValueLookups } from './shelf-values.ts';

const cardOf = (row: ListedRow, lookups: ValueLookups): ServiceCard => {
  const values = serviceValuesOf(row.revision, lookups);
  return {
    id: row.item.id,
    name: values.name,
    category: (values.category ?? 'digital') as ServiceCategory,
    regionCode: values.regionCode ?? '',
    regionName: values.regionName ?? '',
    summary: values.summary ?? '',
    coverUrl: coverUrlOf(row.cover),
    priceMode: values.priceMode ?? 'negotiable',
    priceMin: values.priceMin,
    priceMax: values.priceMax,
    unit: values.unit,
    tenantId: row.item.tenantId,
    tenantName: row.tenantName,
    listedAt: (row.item.listedAt ?? row.item.updatedAt).toISOString(),
    views: row.item.views,
  };
};

/** The service centre's reads, as the contract shapes them. */
export const createServiceCatalog = (catalog: ShelfCatalog) => ({
  async shelfPage(query: ServiceShelfQuery) {
    const { rows, total, regionNames } = await catalog.listedPage('service', query, query);
    return {
      rows: rows.map((row) => cardOf(row, { regionNames, fileUrls: new Map() })),
      total,
      pageNum: query.pageNum,
      pageSize: query.pageSize,
    };
  },

  async detail(id: string, viewerTenantId: string | null): Promise<ServiceDetail> {
    const { row, lookups } = await catalog.listed('service', id, '该服务不存在或已下架');
    const values = serviceValuesOf(row.revision, lookups);
    return {
      ...cardOf(row, lookups),
      description: values.description ?? '',
      imageUrls: values.images.map((image) => image.url),
      contactName: values.contactName ?? '',
      contactMobile: values.contactMobile ?? '',
      own: viewerTenantId === row.item.tenantId,
    };
  },

  async mine(tenantId: string, query: Parameters<ShelfCatalog['mine']>[2]) {
    const page = await catalog.mine('service', tenantId, query);
    return {
      ...page,
      rows: page.rows.map(
        (row) => ({ ...row, category: row.category as ServiceCategory | null }) satisfies MyServiceRow,
      ),
    };
  },
});

export type ServiceCatalog = ReturnType<typeof createServiceCatalog>;
