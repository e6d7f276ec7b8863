import { getPlatformInfoAndTicket, type PartnerSettlement } from '@rrsp/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/**
 * The partner's address with a fresh single-use ticket. Never cached: every jump needs its own ticket, so it is a
 * mutation rather than a query.
 */
export const getPlatformTicket = (code: PartnerSettlement['code']) =>
  api.request(getPlatformInfoAndTicket, { query: { code }, showLoading: false, silent: true });

export const usePlatformTicket = () => useMutation({ mutationFn: getPlatformTicket });
