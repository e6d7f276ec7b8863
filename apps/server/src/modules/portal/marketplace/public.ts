/**
 * What the rest of the server may use of the marketplace: which of its jobs handle which events, and (for the demo
 * seed) how a product's or a service's form becomes the columns of a version on the shelf.
 */
import type { EventSubscriptions } from '../../../platform/events/events.ts';
import { cooperationSubscriptions } from './cooperation/cooperation-notices.ts';
import { shelfSubscriptions } from './shelf/shelf-notices.ts';

export { changedProductFields, productColumnsOf, productFormOf } from './products/product-values.ts';
export { changedServiceFields, serviceColumnsOf, serviceFormOf } from './services/service-values.ts';
export type { RevisionColumns } from './shelf/shelf-values.ts';

export const marketplaceSubscriptions: EventSubscriptions = {
  ...shelfSubscriptions,
  ...cooperationSubscriptions,
};
