import { type Access, OPERATOR_ROLE_NAME, operatorRoleOf } from '@rrsp/contract';
import { AppError, accountFrozen, forbidden, unauthorized } from '../http/errors.ts';
import type { CredentialProblem, Principal } from '../identity/principal.ts';

const CREDENTIAL_ERRORS: Record<CredentialProblem, () => AppError> = {
  unknown: () => unauthorized('登录状态无效，请重新登录', 'SESSION_INVALID'),
  expired: () => unauthorized('登录已过期，请重新登录', 'SESSION_EXPIRED'),
  'signed-out': () => unauthorized('您已退出登录，请重新登录', 'SESSION_SIGNED_OUT'),
  replaced: () =>
    new AppError(
      'SESSION_REPLACED',
      '您的账号已在其他地方登录，本次登录已结束。如非本人操作，请尽快修改密码。',
    ),
  'password-changed': () => new AppError('SESSION_REVOKED', '账号密码已修改，请使用新密码重新登录'),
  'ended-by-operator': () => new AppError('SESSION_REVOKED', '您的登录已被平台结束，请重新登录'),
  frozen: () => accountFrozen(),
};

/** What a session's problem says to its caller, over HTTP or on the live channel. */
export const credentialError = (problem: CredentialProblem): AppError => CREDENTIAL_ERRORS[problem]();

const operatorOnly = () => forbidden('仅平台运营人员可以执行此操作', 'OPERATOR_ONLY');

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
    return client.secretVerified
      ? null
      : unauthorized('数据接入须提供已登记应用的密钥（appSecret）', 'APP_SECRET_INVALID');
  }
  if (principal.kind === 'visitor') {
    return credentialProblem ? CREDENTIAL_ERRORS[credentialProblem]() : unauthorized();
  }
  switch (access) {
    case 'signedIn':
      return null;
    case 'operator':
      return principal.user.operatorRoles.length > 0 ? null : operatorOnly();
    case 'editorial': {
      const roles = principal.user.operatorRoles;
      if (roles.includes('contentEditor') || roles.includes('contentReviewer')) return null;
      if (roles.length === 0) return operatorOnly();
      return forbidden(
        '此操作需要「内容编辑」或「内容审核」角色，请联系超级管理员授权',
        'OPERATOR_ROLE_REQUIRED',
      );
    }
    case 'tenantAdmin':
      if (!principal.tenant) return forbidden('请先选择您所在的入驻主体', 'TENANT_REQUIRED');
      return principal.tenant.isAdmin ? null : forbidden('仅主体管理员可以执行此操作', 'TENANT_ADMIN_ONLY');
    case 'settled':
      if (!principal.tenant) return forbidden('请先选择您所在的入驻主体', 'TENANT_REQUIRED');
      return principal.tenant.roles.length > 0
        ? null
        : forbidden('当前主体尚未通过入驻审核，通过后即可发布', 'ROLE_REQUIRED');
    case 'participant':
    case 'servant': {
      if (!principal.tenant) return forbidden('请先选择您所在的入驻主体', 'TENANT_REQUIRED');
      if (principal.tenant.roles.includes(access)) return null;
      return forbidden(
        access === 'participant' ? '当前主体尚未入驻为参与主体' : '当前主体尚未入驻为服务商',
        'ROLE_REQUIRED',
      );
    }
  }
  const role = operatorRoleOf(access);
  if (role) {
    if (principal.user.operatorRoles.includes(role)) return null;
    if (principal.user.operatorRoles.length === 0) return operatorOnly();
    return forbidden(
      `此操作需要「${OPERATOR_ROLE_NAME[role]}」角色，请联系超级管理员授权`,
      'OPERATOR_ROLE_REQUIRED',
    );
  }
  return null;
};
