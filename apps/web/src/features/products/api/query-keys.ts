import type { BodyOf, listParticipantProducts, listProductAuditLog, ProductShelfQuery } from '@rrsp/contract';
import { shelfItemKeysOf } from '../../shelf/api/shelf-item-keys.ts';

export type MyProductsQuery = BodyOf<typeof listParticipantProducts>;
export type ProductAuditLogQuery = BodyOf<typeof listProductAuditLog>;

/** Every query key of the products (the shelf's key factory, features/shelf/api/shelf-item-keys.ts). */
export const productKeys = shelfItemKeysOf<ProductShelfQuery, MyProductsQuery, ProductAuditLogQuery>(
  'products',
);
