/** What other parts of the server may use of the portal module; nothing else in this folder is theirs. */

export { defaultPlatformConfig } from '../../platform/platform-config/default-config.ts';
export {
  bootstrapPlatformConfig,
  createPlatformConfigRepository,
} from '../../platform/platform-config/platform-config-repository.ts';
export { countPublishedContent } from './content/content-counts.ts';

import type { EventSubscriptions } from '../../platform/events/events.ts';
import { cooperationSubscriptions } from './marketplace/cooperation/cooperation-notices.ts';
import { shelfSubscriptions } from './marketplace/shelf/shelf-notices.ts';
import { INVITATION_SMS_JOB } from './plugin.ts';
import { settlementSubscriptions } from './tenancy/settlement/settlement-notices.ts';
import { memberSubscriptions } from './tenancy/tenants/member-notices.ts';
import { TENANT_MEMBER_INVITED } from './tenancy/tenants/member-service.ts';

export { portalModule } from './plugin.ts';

export const portalSubscriptions: EventSubscriptions = {
  [TENANT_MEMBER_INVITED]: [INVITATION_SMS_JOB],
  ...memberSubscriptions,
  ...settlementSubscriptions,
  ...shelfSubscriptions,
  ...cooperationSubscriptions,
};
