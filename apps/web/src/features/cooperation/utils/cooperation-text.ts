import { COOPERATION_STATE_LABELS, type CooperationRow, type CooperationState } from '@rrsp/contract';
import { paths, type WorkArea } from '../../../config/paths.ts';
import type { CooperationTab } from './cooperation-filters.ts';

/**
 * What the cooperation screens say about a request, from either side. Pure, so the wording is tested without a
 * screen.
 */

/**
 * A state as the side reading it understands it: the publisher reads its own 未读 / 已读; the requester learns
 * whether the other side has read it.
 */
export const stateLabelOf = (state: CooperationState, side: CooperationTab): string => {
  if (side === 'sent' && state === 'new') return '对方未读';
  if (side === 'sent' && state === 'read') return '对方已读';
  return COOPERATION_STATE_LABELS[state];
};

/** The tone of a state's tag (the stylesheet's colours, chosen for AA contrast). */
export const STATE_TONES: Record<CooperationState, string> = {
  new: 'waiting',
  read: 'neutral',
  replied: 'good',
  closed: 'closed',
};

/** A `tel:` link for a full number; none while it is masked (138****0001), since it could not be dialled. */
export const telOf = (mobile: string): string | undefined => {
  if (mobile.includes('*')) return undefined;
  const digits = mobile.replace(/[^\d+]/g, '');
  return digits.length >= 5 ? `tel:${digits}` : undefined;
};

/**
 * Where the item a request is about can be read in this work area: a service in either area; a product only in the
 * participants area (the servant area has no product pages).
 */
export const itemHrefOf = (
  area: WorkArea,
  row: Pick<CooperationRow, 'itemId' | 'itemKind'>,
): string | undefined => {
  if (row.itemKind === 'service') return paths[area].serviceDetail.getHref(row.itemId);
  return area === 'participants' ? paths.participants.productDetail.getHref(row.itemId) : undefined;
};

/** Who publishes an item of a kind, in the sentence after a request was sent. */
export const sentTextOf = (kind: CooperationRow['itemKind']): string =>
  `已发送合作申请，${kind === 'service' ? '服务商' : '发布方'}会尽快与您联系`;
