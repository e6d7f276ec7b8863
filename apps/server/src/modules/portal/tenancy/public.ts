/** What the rest of the server may use of tenancy: which of its jobs handle which events. */
import type { EventSubscriptions } from '../../../platform/events/events.ts';
import { settlementSubscriptions } from './settlement/settlement-notices.ts';
import { memberSubscriptions } from './tenants/member-notices.ts';

export const tenancySubscriptions: EventSubscriptions = {
  ...memberSubscriptions,
  ...settlementSubscriptions,
};
