import { changedProductFields, productColumnsOf } from '../../modules/portal/marketplace/public.ts';
import type { Database } from '../../platform/database/client.ts';
import type { ImageStore } from '../cover-store.ts';
import type { ProductContent } from '../load/schemas.ts';
import { PRODUCTS_FILE, type SeedData, type SeedShelfProduct } from '../load/seed-data.ts';
import { type ShelfSeedKind, seedShelfItems } from './shelf-items.ts';

const products: ShelfSeedKind<SeedShelfProduct, ProductContent> = {
  kind: 'product',
  noun: '产品',
  file: PRODUCTS_FILE,
  key: 'product',
  contentOf: (seed) => seed.product,
  // certifications are the version's tags, which the shelf filters by
  columnsOf: productColumnsOf,
  changedFields: changedProductFields,
};

/**
 * The product lists' demo content (issue 10): about sixty products of the participant tenants (tea, kiwifruit,
 * potatoes, pigs, walnuts…, many of them Guizhou's geographical indications), in every state of the shelf, each with
 * the log that led there and, given a store, one to three drawn pictures. Done once there is any product.
 */
export const seedProducts = (
  db: Database,
  data: Pick<SeedData, 'accounts' | 'products'>,
  options: { now: Date; storeImage?: ImageStore },
): Promise<number> => seedShelfItems(db, products, data.products, data.accounts, options);
