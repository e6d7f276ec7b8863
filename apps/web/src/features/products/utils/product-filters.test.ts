import { ProductShelfQuerySchema } from '@rrsp/contract';
import { expect, it } from 'vitest';
import { describeShelfAddress } from '../../shelf/utils/shelf-filters-test-support.ts';
import { isProductFiltered, PRODUCT_SHELF_FILTERS } from './product-filters.ts';

describeShelfAddress('the product shelf’s filters in the URL', {
  rules: PRODUCT_SHELF_FILTERS,
  everything: {
    address: 'category=tea&certification=geo&region=522300&keyword=普安红&sort=priceAsc&page=2',
    filters: {
      category: 'tea',
      certification: 'geo',
      region: '522300',
      keyword: '普安红',
      sort: 'priceAsc',
      page: 2,
    },
    written: `category=tea&certification=geo&region=522300&keyword=${encodeURIComponent('普安红')}&sort=priceAsc&page=2`,
  },
  // a service's category, an unknown certification, a bad order
  wrong: 'category=storage&certification=halal&sort=cheapest',
  change: { certification: 'green' },
  query: {
    expected: {
      pageNum: 2,
      pageSize: 12,
      sort: 'priceAsc',
      category: 'tea',
      certification: 'geo',
      regionCode: '5223',
      keyword: '普安红',
    },
    schema: ProductShelfQuerySchema,
  },
});

it('takes a certification as a filter, and the order alone as none', () => {
  expect(isProductFiltered({ certification: 'geo', sort: 'latest', page: 1 })).toBe(true);
  expect(isProductFiltered({ sort: 'priceAsc', page: 4 })).toBe(false);
});
