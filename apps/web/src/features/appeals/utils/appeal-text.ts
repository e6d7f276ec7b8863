import { formatWaiting } from '../../../lib/waiting-time.ts';

/**
 * Words of 申诉审核 that are worth a test of their own: how long an appeal has waited, and what the confirmation of
 * 通过 says will happen.
 */

/** 已等待 3 天 2 小时; 刚刚提交 under a minute; a dash once nobody waits. */
export const waitedText = (seconds: number | null | undefined): string => {
  const waited = formatWaiting(seconds);
  if (waited === '—') return waited;
  return waited === '不足 1 分钟' ? '刚刚提交' : `已等待 ${waited}`;
};

/** What 通过 does to the account, said before it is done. */
export const approvalText = (appeal: {
  username: string;
  contactMobile: string;
  account: { mobile: string | null } | null;
}): string => {
  const from = appeal.account?.mobile ? `由 ${appeal.account.mobile} ` : '';
  return `通过后，账号「${appeal.username}」绑定的手机号将${from}改为申诉人的联系手机号 ${appeal.contactMobile}，原密码失效、已确认的邮箱需重新确认，该账号在所有设备上的登录立即结束，同一账号的其他待审核申诉一并撤销。申诉人会收到短信通知，可用新手机号通过短信验证码登录后设置新密码。`;
};
