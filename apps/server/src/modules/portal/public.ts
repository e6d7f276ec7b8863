/** What other parts of the server may use of the portal module; nothing else in this folder is theirs. */
export { countPublishedContent } from './content-counts.ts';
export { defaultPlatformConfig } from './default-config.ts';
export { bootstrapPlatformConfig, createPlatformConfigRepository } from './platform-config.ts';

import type { EventSubscriptions } from '../../platform/events/events.ts';
import { cooperationSubscriptions } from './cooperation-notices.ts';
import { memberSubscriptions } from './member-notices.ts';
import { TENANT_MEMBER_INVITED } from './member-service.ts';
import { INVITATION_SMS_JOB } from './plugin.ts';
import { settlementSubscriptions } from './settlement-notices.ts';
import { shelfSubscriptions } from './shelf-notices.ts';

export { portalModule } from './plugin.ts';

export const portalSubscriptions: EventSubscriptions = {
  [TENANT_MEMBER_INVITED]: [INVITATION_SMS_JOB],
  ...memberSubscriptions,
  ...settlementSubscriptions,
  ...shelfSubscriptions,
  ...cooperationSubscriptions,
};
