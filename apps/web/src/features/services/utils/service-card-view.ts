import type { ServiceCard } from '@rrsp/contract';

/**
 * What a service card shows: a card of the shelf, or the publish form's preview of one (whose category and price
 * may not be chosen yet).
 */
export type ServiceCardView = Pick<
  ServiceCard,
  'name' | 'regionName' | 'summary' | 'coverUrl' | 'priceMin' | 'priceMax' | 'unit' | 'tenantName'
> & {
  category: ServiceCard['category'] | null;
  priceMode: ServiceCard['priceMode'] | null;
};
