import type { PartnerSettlement } from '@rrsp/contract';
import type { PartnerSettings } from '../../../../partners.ts';
import { AppError, businessRule, notFound } from '../../../../platform/http/errors.ts';
import type { Membership } from '../../../../platform/identity/principal.ts';
import type { RateLimiter } from '../../../../platform/rate-limit/rate-limiter.ts';
import type { createTicketService } from '../../../sso/public.ts';
import type { PartnerRepository } from './partner-repository.ts';

/** Jumps one user may make in ten minutes: a person clicks a few times, a script hundreds. */
export const PARTNER_JUMPS_PER_10_MINUTES = 30;

const notSettledHere = () => businessRule('所选主体尚未通过平台入驻审核，请先完成企业入驻，再入驻合作平台');

/**
 * Settlement on the partner platforms (DESIGN.md §5): a tenant settled here settles on a partner in one step, and
 * each jump carries a fresh ticket whose validation gives the partner the verified settlement.
 */
export const createPartnerService = (deps: {
  partnerSettlements: PartnerRepository;
  /** The partners as the platform settings hold them now (an operator may change them at any time). */
  partners: () => Promise<PartnerSettings[]>;
  tickets: ReturnType<typeof createTicketService>;
  limiter: RateLimiter;
}) => {
  const { partnerSettlements, partners, tickets, limiter } = deps;
  const partnerOf = async (code: string) => {
    const partner = (await partners()).find((candidate) => candidate.code === code);
    if (!partner) throw notFound('该合作平台未开通');
    return partner;
  };
  const present = (partner: PartnerSettings, settledAt: Date | null): PartnerSettlement => ({
    code: partner.code,
    name: partner.name,
    description: partner.description,
    url: partner.url,
    status: settledAt ? 'settled' : 'none',
    settledAt: settledAt?.toISOString() ?? null,
  });

  return {
    async list(tenant: Membership | null) {
      const settled = tenant ? await partnerSettlements.settledOn(tenant.tenantId) : [];
      return {
        tenantSettled: Boolean(tenant && tenant.roles.length > 0),
        isAdmin: tenant?.isAdmin ?? false,
        platforms: (await partners()).map((partner) =>
          present(partner, settled.find((row) => row.platformCode === partner.code)?.settledAt ?? null),
        ),
      };
    },

    /** Settles once: a second request (or a parallel one) answers the settlement that exists. */
    async settle(tenant: Membership, userId: string, code: string): Promise<PartnerSettlement> {
      const partner = await partnerOf(code);
      if (tenant.roles.length === 0) throw notSettledHere();
      const row = await partnerSettlements.settleOnce(tenant.tenantId, partner.code, userId);
      return present(partner, row?.settledAt ?? new Date());
    },

    /** The partner's address with a single-use ticket that speaks for the chosen tenant. */
    async jump(tenant: Membership | null, userId: string, code: string) {
      const partner = await partnerOf(code);
      if (!tenant || tenant.roles.length === 0) throw notSettledHere();
      const settled = await partnerSettlements.settledOn(tenant.tenantId);
      if (!settled.some((row) => row.platformCode === partner.code)) {
        throw new AppError('BUSINESS_RULE', `所选主体尚未入驻${partner.name}，请先申请入驻`);
      }
      await limiter.hit([
        {
          bucket: `partner-jump:user:${userId}`,
          limit: PARTNER_JUMPS_PER_10_MINUTES,
          windowSeconds: 600,
          message: '进入合作平台过于频繁',
        },
      ]);
      const granted = await tickets.grantForTenant(userId, partner.url, tenant.tenantId);
      const jumpUrl = new URL(partner.url);
      jumpUrl.searchParams.set('ticket', granted.ticket);
      return {
        code: partner.code,
        name: partner.name,
        jumpUrl: jumpUrl.href,
        service: partner.url,
        ticket: granted.ticket,
        expiresInSeconds: granted.expiresInSeconds,
      };
    },
  };
};

export type PartnerService = ReturnType<typeof createPartnerService>;
