/** What other modules may use of the portal module; nothing else in this folder is theirs. */
import type { EventSubscriptions } from '../../platform/events/events.ts';
import { marketplaceSubscriptions } from './marketplace/public.ts';
import { tenancySubscriptions } from './tenancy/public.ts';

export { countPublishedContent } from './content/public.ts';
export { countListed } from './marketplace/public.ts';

/** Which of the portal's jobs handle which domain events (modules/index.ts hands them to the job queue). */
export const portalSubscriptions: EventSubscriptions = {
  ...tenancySubscriptions,
  ...marketplaceSubscriptions,
};
