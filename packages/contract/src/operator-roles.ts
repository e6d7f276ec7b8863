import { z } from 'zod';

/**
 * The roles of platform operators (issue 19). One person may hold several; an operator holds at least one. Each
 * operator endpoint and page names the role it needs (`operator:<role>`), or `operator` when any role will do (the
 * console's home, the operator's own account).
 */
export const OPERATOR_ROLES = [
  'superAdmin',
  'contentEditor',
  'contentReviewer',
  'marketReviewer',
  'accountManager',
] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** What each role is called on the screen. */
export const OPERATOR_ROLE_NAME: Record<OperatorRole, string> = {
  superAdmin: '超级管理员',
  contentEditor: '内容编辑',
  contentReviewer: '内容审核',
  marketReviewer: '入驻与上架审核',
  accountManager: '账号管理',
};

/** One line on what each role may do: the console shows it beside the role, the README repeats it. */
export const OPERATOR_ROLE_DUTY: Record<OperatorRole, string> = {
  superAdmin: '管理运营人员及其角色，修改平台设置',
  contentEditor: '撰写和修改资讯、解决方案与合作案例',
  contentReviewer: '审核并发布内容编辑提交的内容',
  marketReviewer: '处理入驻审核、产品服务审核与举报',
  accountManager: '查询、冻结与解冻账号，结束登录，处理账号申诉',
};

/** An access rule that names one operator role. */
export type OperatorRoleAccess = `operator:${OperatorRole}`;

export const OPERATOR_ROLE_ACCESS = OPERATOR_ROLES.map(
  (role): OperatorRoleAccess => `operator:${role}`,
) as readonly OperatorRoleAccess[];

/** The role an access rule names, or null for a rule that names none. */
export const operatorRoleOf = (access: string): OperatorRole | null => {
  const role = access.startsWith('operator:') ? access.slice('operator:'.length) : null;
  return role !== null && (OPERATOR_ROLES as readonly string[]).includes(role)
    ? (role as OperatorRole)
    : null;
};

/**
 * Four eyes (decisions 020 and 022, issue 23): why an operator may not decide on something. `自己提交`: they submitted
 * it themselves; `本人所在主体`: it belongs to a tenant they are a member of. Another operator decides.
 */
export const OWN_WORK_KINDS = ['自己提交', '本人所在主体'] as const;
export const OwnWorkSchema = z.enum(OWN_WORK_KINDS);
export type OwnWork = z.infer<typeof OwnWorkSchema>;

/** What is decided, in the words of the refusal: 审核 + 服务, 处理 + 产品举报. */
export interface DecisionSubject {
  verb: string;
  noun: string;
}

/** The one sentence the server refuses with (403 OWN_WORK) and the console shows in place of the decision's buttons. */
export const ownWorkText = (subject: DecisionSubject, whose: OwnWork): string =>
  `不能${subject.verb}${whose}的${subject.noun}，请由其他运营人员${subject.verb}`;
