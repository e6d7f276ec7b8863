import type { ProductCard } from '@rrsp/contract';

/**
 * What a product card shows: a card of the shelf, or the publish form's preview of one (whose category and price may
 * not be chosen yet).
 */
export type ProductCardView = Pick<
  ProductCard,
  | 'name'
  | 'regionName'
  | 'summary'
  | 'coverUrl'
  | 'unit'
  | 'priceMin'
  | 'priceMax'
  | 'supplyPeriod'
  | 'certifications'
  | 'tenantName'
> & {
  category: ProductCard['category'] | null;
  priceMode: ProductCard['priceMode'] | null;
};
