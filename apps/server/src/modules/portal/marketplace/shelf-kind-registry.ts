import type { ShelfKind } from '@rrsp/contract';
import { productKind } from './products/product-kind.ts';
import { serviceKind } from './services/service-kind.ts';
import type { ShelfKindDefinition } from './shelf/shelf-kinds.ts';

/** Every kind on the shelf, for the calls that name only an item's id (the operator's, reports, notices). */
export const SHELF_KIND_DEFINITIONS: Record<ShelfKind, ShelfKindDefinition<unknown>> = {
  service: serviceKind,
  product: productKind,
};
