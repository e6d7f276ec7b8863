import { parseArgs } from 'node:util';
import {
  MobileSchema,
  NickNameSchema,
  OPERATOR_ROLE_NAME,
  OPERATOR_ROLES,
  UsernameSchema,
} from '@rrsp/contract';
import { loadConfig } from '../config.ts';
import {
  createOperatorAccount,
  type NewOperator,
  parseOperatorRoles,
} from '../platform/identity/operators.ts';
import { runCommand, withMigratedDatabase } from './cli-database.ts';

/**
 * `npm run operator -- create <用户名> --mobile <手机号> --roles <角色,…> [--name <昵称>]`: makes an operator account
 * and prints its one-off password once. It is how the first 超级管理员 of a fresh production database comes to be;
 * the console makes the rest.
 */
const ROLE_LIST = OPERATOR_ROLES.map((role) => `${role}（${OPERATOR_ROLE_NAME[role]}）`).join('、');
const USAGE = [
  '用法：npm run operator -- create <用户名> --mobile <手机号> --roles <角色,…> [--name <昵称>]',
  `角色可写英文名或中文名，多个用逗号分隔：${ROLE_LIST}`,
  '例如：npm run operator -- create zhangsan --mobile 13800000000 --roles superAdmin',
].join('\n');

const firstIssue = (result: { error: { issues: { message: string }[] } }) => result.error.issues[0]?.message;

/** The arguments as a new operator, or the first problem with them, in the words the sign-up form uses. */
const checkOperator = (
  rawUsername: string,
  rawMobile: string,
  rawNickName: string,
  rawRoles: string,
): { ok: true; operator: NewOperator } | { ok: false; problem: string } => {
  const username = UsernameSchema.safeParse(rawUsername);
  if (!username.success) return { ok: false, problem: `用户名：${firstIssue(username)}` };
  const mobile = MobileSchema.safeParse(rawMobile);
  if (!mobile.success) return { ok: false, problem: `手机号：${firstIssue(mobile)}` };
  const nickName = NickNameSchema.safeParse(rawNickName);
  if (!nickName.success) return { ok: false, problem: `昵称：${firstIssue(nickName)}` };
  const roles = parseOperatorRoles(rawRoles);
  if (!roles.ok) return { ok: false, problem: `没有名为「${roles.unknown}」的运营角色。可选：${ROLE_LIST}` };
  return {
    ok: true,
    operator: { username: username.data, mobile: mobile.data, nickName: nickName.data, roles: roles.roles },
  };
};

const main = async (): Promise<number> => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      mobile: { type: 'string' },
      roles: { type: 'string' },
      name: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  const [command, rawUsername] = positionals;
  if (values.help || command !== 'create' || !rawUsername || !values.mobile || !values.roles) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const checked = checkOperator(rawUsername, values.mobile, values.name ?? rawUsername, values.roles);
  if (!checked.ok) {
    console.error(checked.problem);
    return 2;
  }

  const created = await withMigratedDatabase(loadConfig(), (db) =>
    createOperatorAccount(db, checked.operator),
  );
  if (!created.ok) {
    console.error(created.taken === 'username' ? '该用户名已被使用，请换一个' : '该手机号已有账号，请换一个');
    return 2;
  }
  console.log(
    [
      `已创建运营账号「${created.user.username}」`,
      `  角色：${checked.operator.roles.map((role) => OPERATOR_ROLE_NAME[role]).join('、')}`,
      `  手机：${created.user.mobile}`,
      `  初始密码：${created.password}`,
      '初始密码只显示这一次，请当面或经可靠渠道交给本人；登录后请在「账户设置」中修改密码。',
    ].join('\n'),
  );
  return 0;
};

runCommand(main, '创建失败');
