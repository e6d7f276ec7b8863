/**
 * What the rest of the server may use of the marketplace: which of its jobs handle which events, how many items are on
 * the shelf (the dashboard's figures), the data centre's figures and exports of its items, requests and reports, and
 * (for the demo seed) how a product's or a service's form becomes the columns of a version on the shelf.
 */
import type { EventSubscriptions } from '../../../platform/events/events.ts';
import { cooperationSubscriptions } from './cooperation/cooperation-notices.ts';
import { shelfSubscriptions } from './shelf/shelf-notices.ts';

export {
  cooperationMedianQuery,
  cooperationPeriodsQuery,
  cooperationRecordsQuery,
} from './cooperation/cooperation-figures-queries.ts';
export { changedProductFields, productColumnsOf, productFormOf } from './products/product-values.ts';
export { openReportsQuery, reportPeriodsQuery } from './reports/report-figures-queries.ts';
export { changedServiceFields, serviceColumnsOf, serviceFormOf } from './services/service-values.ts';
export { countListed } from './shelf/listed-count.ts';
export {
  itemPeriodsQuery,
  itemRecordsQuery,
  itemViewsQuery,
  shelfStatesQuery,
  viewTotalQuery,
} from './shelf/shelf-figures-queries.ts';
export type { RevisionColumns } from './shelf/shelf-values.ts';

export const marketplaceSubscriptions: EventSubscriptions = {
  ...shelfSubscriptions,
  ...cooperationSubscriptions,
};
