import type {
  MyProductRow,
  ProductCard,
  ProductCategory,
  ProductDetail,
  ProductShelfQuery,
} from '@rrsp/contract';
import { productValuesOf } from './product-values.ts';
import { coverUrlOf, type ListedRow, type ShelfCatalog } from './shelf-catalog.ts';
import type { ValueLookups } from './shelf-values.ts';

const cardOf = (row: ListedRow, lookups: ValueLookups): ProductCard => {
  const values = productValuesOf(row.revision, lookups);
  return {
    id: row.item.id,
    name: values.name,
    category: (values.category ?? 'processed') as ProductCategory,
    regionCode: values.regionCode ?? '',
    regionName: values.regionName ?? '',
    summary: values.summary ?? '',
    coverUrl: coverUrlOf(row.cover),
    unit: values.unit ?? '',
    priceMode: values.priceMode ?? 'negotiable',
    priceMin: values.priceMin,
    priceMax: values.priceMax,
    supplyPeriod: values.supplyPeriod ?? '',
    certifications: values.certifications,
    tenantId: row.item.tenantId,
    tenantName: row.tenantName,
    listedAt: (row.item.listedAt ?? row.item.updatedAt).toISOString(),
    views: row.item.views,
  };
};

/** The product lists' reads, as the contract shapes them. */
export const createProductCatalog = (catalog: ShelfCatalog) => ({
  async shelfPage(query: ProductShelfQuery) {
    const { rows, total, regionNames } = await catalog.listedPage(
      'product',
      { ...query, tag: query.certification },
      query,
    );
    return {
      rows: rows.map((row) => cardOf(row, { regionNames, fileUrls: new Map() })),
      total,
      pageNum: query.pageNum,
      pageSize: query.pageSize,
    };
  },

  async detail(id: string, viewerTenantId: string | null): Promise<ProductDetail> {
    const { row, lookups } = await catalog.listed('product', id, '该产品不存在或已下架');
    const values = productValuesOf(row.revision, lookups);
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
    const page = await catalog.mine('product', tenantId, query);
    return {
      ...page,
      rows: page.rows.map(
        (row) => ({ ...row, category: row.category as ProductCategory | null }) satisfies MyProductRow,
      ),
    };
  },
});
export type ProductCatalog = ReturnType<typeof createProductCatalog>;
