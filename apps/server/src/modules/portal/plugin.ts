import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { EventJobPayload } from '../../platform/events/events.ts';
import { registerUploads } from '../../platform/files/uploads.ts';
import { tenants } from '../../platform/identity/tables.ts';
import { createPlatformConfigRepository } from '../../platform/platform-config/platform-config-repository.ts';
import { createRegionDirectory } from '../../platform/regions/region-directory.ts';
import { createTicketService } from '../sso/public.ts';
import { contentRoutes } from './content/content-routes.ts';
import { shelfAuditRoutes } from './marketplace/audit/shelf-audit-routes.ts';
import { defineCooperationNotices } from './marketplace/cooperation/cooperation-notices.ts';
import { cooperationRoutes } from './marketplace/cooperation/cooperation-routes.ts';
import { createCooperationService } from './marketplace/cooperation/cooperation-service.ts';
import { createProductCatalog } from './marketplace/products/product-catalog.ts';
import { productRoutes } from './marketplace/products/product-routes.ts';
import { reportRoutes } from './marketplace/reports/report-routes.ts';
import { createServiceCatalog } from './marketplace/services/service-catalog.ts';
import { serviceRoutes } from './marketplace/services/service-routes.ts';
import { createShelfCatalog } from './marketplace/shelf/shelf-catalog.ts';
import { defineShelfNotices } from './marketplace/shelf/shelf-notices.ts';
import { createShelfService } from './marketplace/shelf/shelf-service.ts';
import { pageRoutes } from './pages/page-routes.ts';
import { ticketRoutes } from './session/ticket-routes.ts';
import { userRoutes } from './session/user-routes.ts';
import { fileRoutes } from './site/file-routes.ts';
import { createPartnerService } from './tenancy/partners/partner-service.ts';
import { defineSettlementNotices } from './tenancy/settlement/settlement-notices.ts';
import { createSettlementQueue } from './tenancy/settlement/settlement-queue.ts';
import { settlementRoutes } from './tenancy/settlement/settlement-routes.ts';
import { createSettlementService } from './tenancy/settlement/settlement-service.ts';
import { defineMemberNotices } from './tenancy/tenants/member-notices.ts';
import { createMemberService, INVITATION_DAYS } from './tenancy/tenants/member-service.ts';
import { tenantInvitations } from './tenancy/tenants/tables.ts';
import { tenantRoutes } from './tenancy/tenants/tenant-routes.ts';

export const INVITATION_SMS_JOB = 'portal:invitation-sms';

/**
 * The portal module (`/basics`): platform configuration, the signed-in user, tenants and their members, settlement
 * and partner platforms, content, files, ticket exchange.
 */
export const portalModule = fp(
  async (app: FastifyInstance) => {
    const members = createMemberService({
      db: app.db,
      memberships: app.identity.memberships,
      limiter: app.rateLimiter,
      events: app.events,
    });
    await registerUploads(app);
    await app.register(userRoutes);
    await app.register(tenantRoutes, { members });
    defineMemberNotices(app);
    await app.register(ticketRoutes);
    await app.register(contentRoutes);
    // the public pages as HTML crawlers can read, sitemap.xml and robots.txt (docs/decisions/017)
    await app.register(pageRoutes);
    await app.register(fileRoutes);
    const regions = createRegionDirectory(app.db);
    await app.register(settlementRoutes, {
      settlement: createSettlementService({
        db: app.db,
        files: app.files,
        regions,
        memberships: app.identity.memberships,
        events: app.events,
        limiter: app.rateLimiter,
      }),
      queue: createSettlementQueue(app.db, regions),
      partners: createPartnerService({
        db: app.db,
        partners: app.config.partners,
        tickets: createTicketService(app.db),
        limiter: app.rateLimiter,
      }),
    });
    defineSettlementNotices(app);
    const shelf = createShelfService({ db: app.db, events: app.events, limiter: app.rateLimiter });
    const catalog = createShelfCatalog(app.db, regions);
    await app.register(serviceRoutes, {
      db: app.db,
      shelf,
      catalog,
      services: createServiceCatalog(catalog),
    });
    await app.register(productRoutes, {
      db: app.db,
      shelf,
      catalog,
      products: createProductCatalog(catalog),
    });
    await app.register(shelfAuditRoutes, { db: app.db, shelf, catalog });
    defineShelfNotices(app);
    await app.register(cooperationRoutes, {
      cooperation: createCooperationService({ db: app.db, events: app.events, limiter: app.rateLimiter }),
    });
    defineCooperationNotices(app);
    await app.register(reportRoutes, { db: app.db, shelf, limiter: app.rateLimiter });

    // the invitee hears of the invitation by SMS, whether or not the number has an account yet
    const platform = createPlatformConfigRepository(app.db);
    app.jobs.define<EventJobPayload>(INVITATION_SMS_JOB, async ({ eventId }) => {
      const event = await app.events.load(eventId, z.object({ invitationId: z.string() }));
      if (!event) return;
      const [invitation] = await app.db
        .select({ mobile: tenantInvitations.mobile, tenantName: tenants.name })
        .from(tenantInvitations)
        .innerJoin(tenants, eq(tenants.id, tenantInvitations.tenantId))
        .where(eq(tenantInvitations.id, event.payload.invitationId));
      if (!invitation) return;
      await app.notifier.sendSms(
        {
          mobile: invitation.mobile,
          text: `【${await platform.platformName()}】「${invitation.tenantName}」邀请您成为主体成员。请在 ${INVITATION_DAYS} 天内用本手机号登录或注册平台，在工作台接受邀请。`,
          purpose: 'tenant-invitation',
        },
        { dedupeKey: `${INVITATION_SMS_JOB}:${eventId}` },
      );
    });
  },
  {
    name: 'portal',
    encapsulate: true,
    dependencies: ['context', 'identity', 'auth', 'rate-limit', 'files', 'payload-keys', 'jobs', 'notifier'],
  },
);
