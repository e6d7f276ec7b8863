import { MESSAGE_KIND_SPECS, MESSAGE_KINDS, type MessageKind } from '@rrsp/contract';
import type { AccessContext } from '../../../lib/access.ts';

/**
 * Who the signed-in user is, as far as messages go: an operator receives the console's kinds (and security notices),
 * a member of a tenant, or anyone without an operator role, the portal users' kinds. An operator who also works for
 * a tenant receives both.
 */
export interface MessageAudience {
  operator: boolean;
  user: boolean;
}

export const audienceOf = (access: Pick<AccessContext, 'isOperator' | 'tenant'>): MessageAudience => ({
  operator: access.isOperator,
  user: !access.isOperator || access.tenant !== undefined,
});

/** The kinds that can reach this audience, in the contract's order: the list's filter and the settings' rows. */
export const kindsFor = (audience: MessageAudience): MessageKind[] =>
  MESSAGE_KINDS.filter((kind) => {
    if (kind === 'security') return true;
    const { audience: to } = MESSAGE_KIND_SPECS[kind];
    return (to === 'operator' && audience.operator) || (to === 'user' && audience.user);
  });

export const kindLabelOf = (kind: MessageKind): string => MESSAGE_KIND_SPECS[kind].label;
