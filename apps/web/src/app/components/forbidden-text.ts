import { OPERATOR_ROLE_NAME } from '@rrsp/contract';
import { type AccessContext, type Refusal, ROLE_NAME } from '../../lib/access.ts';

export type ForbiddenRefusal = Extract<Refusal, { kind: 'forbidden' }>;

export interface ForbiddenText {
  title: string;
  subTitle: string;
}

/**
 * What the 403 page says: why the page is not for this user, in words true of their own situation. A chosen tenant
 * without roles has not passed settlement review yet: it is refused a work area's page for that, not for its role.
 */
export const forbiddenTextOf = (
  refusal: ForbiddenRefusal,
  access: Pick<AccessContext, 'tenant' | 'roles'>,
): ForbiddenText => {
  const tenantName = access.tenant ? `「${access.tenant.tenantName}」` : '';
  const notFor = (role: keyof typeof ROLE_NAME): string =>
    access.roles.size === 0
      ? `当前主体${tenantName}尚未通过入驻审核，暂不能使用${ROLE_NAME[role]}的功能。`
      : `您当前的主体${tenantName}入驻的身份是${[...access.roles].map((own) => ROLE_NAME[own]).join('、')}，不能使用${ROLE_NAME[role]}的功能。`;

  switch (refusal.why) {
    case 'for-servants':
      return { title: '此页面属于服务商工作台', subTitle: notFor('servant') };
    case 'for-participants':
      return { title: '此页面属于参与主体工作台', subTitle: notFor('participant') };
    case 'settle-first':
      return {
        title: '完成主体入驻后才能使用此功能',
        subTitle: '发布服务、管理产品等功能需要您所在的企业、合作社或家庭农场通过平台的入驻审核。',
      };
    case 'operator-only':
      return { title: '仅平台运营人员可以访问此页面', subTitle: '如需开通运营权限，请联系平台管理员。' };
    case 'operator-role':
      return {
        title: refusal.roles?.length
          ? `此页面需要${refusal.roles.map((role) => `「${OPERATOR_ROLE_NAME[role]}」`).join('或')}角色`
          : '此页面需要其他运营角色',
        subTitle: '您的运营账号没有所需的角色。如工作需要，请联系超级管理员授权。',
      };
    case 'not-for-operators':
      return {
        title: '此页面面向入驻主体，运营账号无需使用',
        subTitle: '您的账号是平台运营账号，请在运营工作台中处理平台事务。',
      };
  }
};
