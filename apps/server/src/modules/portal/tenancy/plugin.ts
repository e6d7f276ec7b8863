import type { FastifyInstance } from 'fastify';
import { createPlatformConfigRepository } from '../../../platform/platform-config/platform-config-repository.ts';
import { createRegionDirectory } from '../../../platform/regions/region-directory.ts';
import { createTicketService } from '../../sso/public.ts';
import { createPartnerRepository } from './partners/partner-repository.ts';
import { partnerRoutes } from './partners/partner-routes.ts';
import { createPartnerService } from './partners/partner-service.ts';
import { defineSettlementNotices } from './settlement/settlement-notices.ts';
import { createSettlementQueue } from './settlement/settlement-queue-queries.ts';
import { settlementRoutes } from './settlement/settlement-routes.ts';
import { createSettlementService } from './settlement/settlement-service.ts';
import { defineInvitationSms, defineMemberNotices } from './tenants/member-notices.ts';
import { createMemberService } from './tenants/member-service.ts';
import { tenantRoutes } from './tenants/tenant-routes.ts';

/** The tenancy domain: tenants and their members, settlement on the platform, and on the partner platforms. */
export const tenancyDomain = async (app: FastifyInstance) => {
  const { memberships, tenants, users } = app.identity;
  const regions = createRegionDirectory(app.db);

  await app.register(tenantRoutes, {
    members: createMemberService({ db: app.db, memberships, limiter: app.rateLimiter, events: app.events }),
  });
  defineMemberNotices(app);
  defineInvitationSms(app);

  await app.register(settlementRoutes, {
    settlement: createSettlementService({
      db: app.db,
      files: app.files,
      regions,
      memberships,
      tenants,
      users,
      events: app.events,
      limiter: app.rateLimiter,
      audit: app.auditTrail,
      queueAlerts: app.queueAlerts,
    }),
    queue: createSettlementQueue(app.db, regions),
  });
  defineSettlementNotices(app);

  await app.register(partnerRoutes, {
    partners: createPartnerService({
      partnerSettlements: createPartnerRepository(app.db),
      partners: createPlatformConfigRepository(app.db).partners,
      tickets: createTicketService(app.db),
      limiter: app.rateLimiter,
    }),
  });
};
