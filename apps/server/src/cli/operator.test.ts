import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../test/fixtures.ts';
import { createTestContext, portalHeaders, type TestContext } from '../../test/harness.ts';
import { verifyPassword } from '../platform/identity/password.ts';
import { users } from '../platform/identity/tables.ts';

const run = promisify(execFile);
const CLI = path.join(import.meta.dirname, 'operator.ts');

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

const operatorCli = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', CLI, ...args], {
    env: { ...process.env, DATABASE_URL: context.databaseUrl },
  }).catch((error: { code: number; stdout: string; stderr: string }) => error);

const userNamed = async (username: string) =>
  (await context.db.select().from(users).where(eq(users.username, username)))[0];

describe('npm run operator -- create', () => {
  it('makes an operator with the roles named (ids or Chinese names) and a password that signs in', async () => {
    const result = await operatorCli(
      'create',
      'zhao_admin',
      '--mobile',
      '13700000001',
      '--roles',
      'superAdmin,入驻与上架审核',
      '--name',
      '赵运营',
    );
    expect('code' in result ? result.code : 0).toBe(0);
    const password = result.stdout.match(/初始密码：(\S+)/)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);

    const row = await userNamed('zhao_admin');
    expect(row).toMatchObject({ nickName: '赵运营', mobile: '13700000001', status: 'active' });
    expect(row?.operatorRoles.sort()).toEqual(['marketReviewer', 'superAdmin']);
    expect(await verifyPassword(password, row?.passwordHash ?? '')).toBe(true);

    // a session of the account carries the roles
    const me = await context.app.inject({
      method: 'GET',
      url: '/basics/user',
      headers: portalHeaders({ Authorization: `Bearer ${await openSession(context.db, row?.id ?? '')}` }),
    });
    expect(me.json().data.operatorRoles.sort()).toEqual(['marketReviewer', 'superAdmin']);
  });

  it('refuses a taken name or mobile, an unknown role and a bad mobile, and writes nothing', async () => {
    const taken = await operatorCli(
      'create',
      'ZHAO_ADMIN',
      '--mobile',
      '13700000002',
      '--roles',
      'superAdmin',
    );
    expect(taken).toMatchObject({ code: 2 });
    expect(taken.stderr).toContain('该用户名已被使用');

    const takenMobile = await operatorCli(
      'create',
      'qian_admin',
      '--mobile',
      '13700000001',
      '--roles',
      'superAdmin',
    );
    expect(takenMobile.stderr).toContain('该手机号已有账号');

    const unknownRole = await operatorCli(
      'create',
      'sun_admin',
      '--mobile',
      '13700000003',
      '--roles',
      '管理员',
    );
    expect(unknownRole).toMatchObject({ code: 2 });
    expect(unknownRole.stderr).toContain('没有名为「管理员」的运营角色');

    const badMobile = await operatorCli('create', 'li_admin', '--mobile', '12345', '--roles', 'superAdmin');
    expect(badMobile.stderr).toContain('手机号');

    for (const username of ['qian_admin', 'sun_admin', 'li_admin'])
      expect(await userNamed(username)).toBeUndefined();
  });

  it('explains its usage when an argument is missing', async () => {
    const result = await operatorCli('create', 'zhou_admin', '--mobile', '13700000004');
    expect(result).toMatchObject({ code: 2 });
    expect(result.stdout).toMatch(/用法/);
  });
});
