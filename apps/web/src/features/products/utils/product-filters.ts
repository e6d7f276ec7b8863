import {
  CERTIFICATIONS,
  type Certification,
  PRODUCT_CATEGORIES,
  PRODUCT_SORTS,
  type ProductCategory,
} from '@rrsp/contract';
import {
  type ShelfFilterChange as FilterChange,
  type ShelfFilters as Filters,
  shelfFiltersOf,
} from '../../shelf/utils/shelf-filters.ts';

/**
 * The product shelf's state kept in the URL query (features/shelf/utils/shelf-filters.ts reads and writes it):
 * `?category=&certification=&region=&keyword=&sort=&page=`; my products keep `?tab=&page=` (parseMyShelf).
 */

export type ProductSort = (typeof PRODUCT_SORTS)[number];
export type ProductChoices = { category: ProductCategory; certification: Certification };

export type ProductFilters = Filters<ProductChoices, ProductSort>;
export type ProductFilterChange = FilterChange<ProductChoices, ProductSort>;

export const PRODUCT_SORT_LABELS: Record<ProductSort, string> = {
  latest: '最新上架',
  popular: '最多浏览',
  priceAsc: '价格从低到高',
  priceDesc: '价格从高到低',
};

export const PRODUCT_SHELF_FILTERS = shelfFiltersOf<ProductChoices, ProductSort>({
  choices: { category: PRODUCT_CATEGORIES, certification: CERTIFICATIONS },
  sorts: PRODUCT_SORTS,
  defaultSort: 'latest',
});

export const {
  parse: parseProductFilters,
  serialise: serialiseProductFilters,
  update: updateProductFilters,
  toQuery: toProductQuery,
  isFiltered: isProductFiltered,
} = PRODUCT_SHELF_FILTERS;
