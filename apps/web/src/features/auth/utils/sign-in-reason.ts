import { PAGES } from '@rrsp/contract';

/** Whether `path` is `base` or lies below it at a `/` boundary (/participants/service, not /participants/servicex). */
const within = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/**
 * The one sentence the sign-in page says to a visitor sent there from a page that needs an account: why an account
 * is needed there, and that they come back afterwards.
 */
export const signInReasonOf = (redirect: string | null | undefined): string => {
  if (!redirect) return '欢迎使用，请登录您的统一认证账号。';
  const path = new URL(redirect, 'http://portal.invalid').pathname;
  const service = [PAGES.participants.service.path, PAGES.servant.service.path];
  if (service.some((base) => within(path, base))) {
    return '服务中心的服务和服务商联系方式仅向注册用户开放，登录后即可浏览、申请合作，并回到服务中心。';
  }
  const product = [PAGES.participants.product.path, PAGES.participants.productSearch.path];
  if (product.some((base) => within(path, base))) {
    return '产品与产地联系方式仅向注册用户开放，登录后即可浏览、申请合作，并回到您刚才浏览的页面。';
  }
  return '登录后将返回您刚才浏览的页面。';
};
