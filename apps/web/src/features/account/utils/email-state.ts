import type { CurrentUser } from '@rrsp/contract';

export type EmailState = 'none' | 'verified' | 'unverified';

/** Where the profile's e-mail stands: only a confirmed address signs in by 邮箱验证码 (issue 8). */
export const emailStateOf = (user: Pick<CurrentUser, 'email' | 'emailVerified'>): EmailState =>
  !user.email ? 'none' : user.emailVerified ? 'verified' : 'unverified';

/** The line under the address: what the state means for signing in, and what to do next. */
export const EMAIL_STATE_TEXT: Record<EmailState, string> = {
  none: '尚未填写邮箱。在“基本资料”中填写并保存后，完成验证即可用于邮箱验证码登录。',
  verified: '可用于邮箱验证码登录。在“基本资料”中更换邮箱后需重新验证。',
  unverified: '未验证的邮箱不能用于邮箱验证码登录，请获取验证码完成验证。',
};

/** What saving the profile tells the user: a new address is saved unconfirmed and must be confirmed to sign in. */
export const profileSavedText = (
  before: Pick<CurrentUser, 'email'>,
  after: Pick<CurrentUser, 'email' | 'emailVerified'>,
): string => {
  const changed = (before.email ?? '').toLowerCase() !== (after.email ?? '').toLowerCase();
  return changed && emailStateOf(after) === 'unverified'
    ? '基本资料已保存。新邮箱需验证后才能用于邮箱验证码登录'
    : '基本资料已保存';
};
