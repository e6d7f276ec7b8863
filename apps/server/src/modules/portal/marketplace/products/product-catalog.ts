import type { ProductCard, ProductCategory, ProductShelfQuery } from '@rrsp/contract';
import {
  createListingCatalog,
  type ListedRow,
  listingCardOf,
  type ShelfCatalog,
} from '../shelf/shelf-catalog-queries.ts';
import type { ValueLookups } from '../shelf/shelf-values.ts';
import { checkedCertificationsOf, productValuesOf } from './product-values.ts';

const cardOf = (row: ListedRow, lookups: ValueLookups): ProductCard => {
  const values = productValuesOf(row.revision, lookups);
  return {
    ...listingCardOf(row, lookups),
    category: (values.category ?? 'processed') as ProductCategory,
    unit: values.unit ?? '',
    supplyPeriod: values.supplyPeriod ?? '',
    certifications: values.certifications.map((claim) => claim.kind),
  };
};

/** The product lists' reads, as the contract shapes them; a certification filters on the version's tags. */
export const createProductCatalog = (catalog: ShelfCatalog) =>
  createListingCatalog(catalog, {
    kind: 'product',
    missing: '该产品不存在或已下架',
    cardOf,
    // the numbers an operator checked against the certificate; the certificate itself stays private (issue 24)
    detailOf: (row) => ({ checkedCertifications: checkedCertificationsOf(row.revision) }),
    filtersOf: (query: ProductShelfQuery) => ({ tag: query.certification }),
    mineRowOf: (row) => ({ ...row, category: row.category as ProductCategory | null }),
  });

export type ProductCatalog = ReturnType<typeof createProductCatalog>;
