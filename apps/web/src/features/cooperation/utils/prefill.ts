import { CooperationRequestSchema, type CurrentUser } from '@rrsp/contract';

/** Who is asking, as the session knows them: what the request form may start with. */
export type CooperationContact = Pick<CurrentUser, 'nickName' | 'mobile'>;

export interface CooperationPrefill {
  name?: string;
  mobile?: string;
}

/**
 * What the request form starts with: the user's nickname as the contact, and their mobile when the session holds it
 * in full. The current user carries it masked (138****0001), which could not be sent, so then the field stays
 * empty rather than holding a number the user would have to clear.
 */
export const cooperationPrefillOf = (user: CooperationContact | undefined): CooperationPrefill => {
  if (!user) return {};
  const prefill: CooperationPrefill = {};
  const name = CooperationRequestSchema.shape.name.safeParse(user.nickName);
  if (name.success) prefill.name = name.data;
  const mobile = CooperationRequestSchema.shape.mobile.safeParse(user.mobile ?? '');
  if (mobile.success) prefill.mobile = mobile.data;
  return prefill;
};
