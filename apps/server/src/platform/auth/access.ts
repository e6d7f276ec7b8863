import type { Access } from '@rrsp/contract';
import { type AppError, accountFrozen, forbidden, sessionEnded, unauthorized } from '../http/errors.ts';
import type { CredentialProblem, Principal } from './principal.ts';

const CREDENTIAL_ERRORS: Record<CredentialProblem, () => AppError> = {
  unknown: () => unauthorized('登录状态无效，请重新登录'),
  expired: () => unauthorized('登录已过期，请重新登录'),
  'ended-by-sign-out': () => unauthorized('您已退出登录，请重新登录'),
  'ended-elsewhere': () => sessionEnded('您的登录已被结束（可能在别处登录或修改了密码），请重新登录'),
  frozen: () => accountFrozen(),
};

/**
 * The one access rule of the server (a pure function, like ant-design-pro's `access`): returns the error to send, or
 * null to let the request through. Public endpoints ignore a stale credential rather than punishing a visitor.
 */
export const decideAccess = (
  access: Access,
  principal: Principal,
  credentialProblem: CredentialProblem | null,
  client: { secretVerified: boolean },
): AppError | null => {
  if (access === 'public') return null;
  if (access === 'ingest') {
    return client.secretVerified ? null : unauthorized('数据接入须提供已登记应用的密钥（appSecret）');
  }
  if (principal.kind === 'visitor') {
    return credentialProblem ? CREDENTIAL_ERRORS[credentialProblem]() : unauthorized();
  }
  switch (access) {
    case 'signedIn':
      return null;
    case 'operator':
      return principal.user.isOperator ? null : forbidden('仅平台运营人员可以执行此操作');
    case 'tenantAdmin':
      if (!principal.tenant) return forbidden('请先选择您所在的入驻主体');
      return principal.tenant.isAdmin ? null : forbidden('仅主体管理员可以执行此操作');
    case 'participant':
    case 'servant': {
      if (!principal.tenant) return forbidden('请先选择您所在的入驻主体');
      if (principal.tenant.roles.includes(access)) return null;
      return forbidden(access === 'participant' ? '当前主体尚未入驻为参与主体' : '当前主体尚未入驻为服务商');
    }
  }
  return null;
};

export const credentialError = (problem: CredentialProblem): AppError => CREDENTIAL_ERRORS[problem]();
