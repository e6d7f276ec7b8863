import type { ServiceCard, ServiceCategory } from '@rrsp/contract';
import {
  createListingCatalog,
  type ListedRow,
  listingCardOf,
  type ShelfCatalog,
} from '../shelf/shelf-catalog-queries.ts';
import { listingValuesOf, type ValueLookups } from '../shelf/shelf-values.ts';

const cardOf = (row: ListedRow, lookups: ValueLookups): ServiceCard => {
  const values = listingValuesOf(row.revision, lookups);
  return {
    ...listingCardOf(row, lookups),
    category: (values.category ?? 'digital') as ServiceCategory,
    unit: values.unit,
  };
};

/** The service centre's reads, as the contract shapes them. */
export const createServiceCatalog = (catalog: ShelfCatalog) =>
  createListingCatalog(catalog, {
    kind: 'service',
    missing: '该服务不存在或已下架',
    cardOf,
    mineRowOf: (row) => ({ ...row, category: row.category as ServiceCategory | null }),
  });

export type ServiceCatalog = ReturnType<typeof createServiceCatalog>;
