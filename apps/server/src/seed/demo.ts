import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { creditCodeCheckChar } from '@rrsp/contract';
import { count } from 'drizzle-orm';
import { defaultPlatformConfig } from '../modules/portal/default-config.ts';
import { tenantMembers, tenants } from '../modules/portal/tables.ts';
import { casServices, users } from '../modules/sso/tables.ts';
import { hashPassword } from '../platform/auth/password.ts';
import type { Database } from '../platform/database/client.ts';
import { seedDemoContent } from './content/index.ts';

export interface DemoAccount {
  username: string;
  nickName: string;
  mobile: string;
  password: string;
  role: string;
}

const creditCode = (first17: string): string => {
  const check = creditCodeCheckChar(first17);
  if (!check) throw new Error(`not a credit code body: ${first17}`);
  return `${first17}${check}`;
};

const DEMO_TENANTS = [
  {
    key: 'tea',
    name: '雷山县苗岭茶叶种植专业合作社',
    creditCode: creditCode('93522634MA6HQ7T2X'),
    roles: ['participant' as const],
  },
  {
    key: 'tech',
    name: '贵州黔农云数字科技有限公司',
    creditCode: creditCode('91520115MA6DL0K3P'),
    roles: ['servant' as const],
  },
];

/**
 * Settled tenants without demo accounts, so the dashboard's live counts look like a platform in use. Names are
 * invented in the style of the county's real cooperatives and firms; the region code in each credit code is real.
 */
const SETTLED_TENANTS: { name: string; prefix: string; roles: ('participant' | 'servant')[] }[] = [
  { name: '湄潭县兴隆茶叶专业合作社', prefix: '93520328', roles: ['participant'] },
  { name: '修文县谷堡猕猴桃种植专业合作社', prefix: '93520123', roles: ['participant'] },
  { name: '威宁县草海马铃薯产销专业合作社', prefix: '93520526', roles: ['participant'] },
  { name: '从江县加榜梯田香猪养殖专业合作社', prefix: '93522633', roles: ['participant'] },
  { name: '赫章县核桃产业发展有限公司', prefix: '91520527', roles: ['participant'] },
  { name: '罗甸县红水河火龙果专业合作社', prefix: '93522728', roles: ['participant'] },
  { name: '关岭县花江黄牛养殖专业合作社', prefix: '93520424', roles: ['participant'] },
  { name: '盘州市刺梨食品有限公司', prefix: '91520281', roles: ['participant'] },
  { name: '水城区红心猕猴桃家庭农场', prefix: '92520221', roles: ['participant'] },
  { name: '兴仁市薏仁米加工有限公司', prefix: '91522301', roles: ['participant'] },
  { name: '织金县竹荪种植专业合作社', prefix: '93520524', roles: ['participant'] },
  { name: '榕江县百香果产销专业合作社', prefix: '93522632', roles: ['participant'] },
  { name: '都匀市毛尖茶业有限公司', prefix: '91522701', roles: ['participant', 'servant'] },
  { name: '贵州黔通冷链物流有限公司', prefix: '91520100', roles: ['servant'] },
  { name: '贵州山地农业技术服务有限公司', prefix: '91520102', roles: ['servant'] },
  { name: '黔东南州农村电商服务中心有限公司', prefix: '91522601', roles: ['servant'] },
  { name: '贵州惠农保险代理有限公司', prefix: '91520103', roles: ['servant'] },
];

const DEMO_USERS = [
  {
    username: 'yunying',
    nickName: '平台运营 · 王敏',
    mobile: '13908510001',
    role: '平台运营人员',
    isOperator: true,
  },
  {
    username: 'miaoling',
    nickName: '苗岭茶叶 · 杨秀英',
    mobile: '13908510002',
    role: '参与主体管理员（苗岭茶叶合作社）',
    tenant: 'tea',
  },
  {
    username: 'qiannongyun',
    nickName: '黔农云 · 吴海',
    mobile: '13908510003',
    role: '服务商管理员（黔农云数字科技）',
    tenant: 'tech',
  },
  { username: 'cunmin', nickName: '村民 · 龙小平', mobile: '13908510004', role: '已注册、未入驻的用户' },
];

/** A readable one-off password: the demo is meant to be tried, but never with a password printed in the README. */
const demoPassword = () => `Qz-${randomBytes(9).toString('base64url')}`;

/**
 * Seeds demo accounts and tenants into an empty database (no users yet). Returns the accounts created, with their
 * passwords, so the caller can print them once; nothing is returned on a database that already had users.
 */
export const seedDemoData = async (db: Database, dataDir: string): Promise<DemoAccount[]> => {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return [];

  const accounts = await Promise.all(
    DEMO_USERS.map(async (spec) => {
      const password = demoPassword();
      return { spec, password, hash: await hashPassword(password) };
    }),
  );

  const tenantIds = new Map<string, string>();
  await db.transaction(async (tx) => {
    for (const tenant of DEMO_TENANTS) {
      const [row] = await tx
        .insert(tenants)
        .values({ name: tenant.name, creditCode: tenant.creditCode, roles: tenant.roles, status: 'approved' })
        .returning({ id: tenants.id });
      if (row) tenantIds.set(tenant.key, row.id);
    }
    for (const { spec, hash } of accounts) {
      const [row] = await tx
        .insert(users)
        .values({
          username: spec.username,
          nickName: spec.nickName,
          mobile: spec.mobile,
          passwordHash: hash,
          isOperator: 'isOperator' in spec && spec.isOperator === true,
        })
        .returning({ id: users.id });
      const tenantId = 'tenant' in spec && spec.tenant ? tenantIds.get(spec.tenant) : undefined;
      if (row && tenantId) await tx.insert(tenantMembers).values({ tenantId, userId: row.id, isAdmin: true });
    }
    await tx.insert(tenants).values(
      SETTLED_TENANTS.map((tenant, index) => ({
        name: tenant.name,
        creditCode: creditCode(`${tenant.prefix}MA6${String(index).padStart(2, '0')}Q7TK`),
        roles: tenant.roles,
        status: 'approved' as const,
      })),
    );
    // the partner platforms of the default configuration may receive tickets (CAS services)
    await tx
      .insert(casServices)
      .values(
        defaultPlatformConfig().partnerPlatforms.map((partner) => ({
          id: partner.code,
          name: partner.name,
          urlPrefixes: [partner.url],
        })),
      )
      .onConflictDoNothing();
  });
  await seedDemoContent(db, { dataDir, tenantIdsByKey: tenantIds });

  const created = accounts.map(({ spec, password }) => ({
    username: spec.username,
    nickName: spec.nickName,
    mobile: spec.mobile,
    password,
    role: spec.role,
  }));
  const file = path.join(dataDir, 'demo-accounts.txt');
  await fs.writeFile(file, formatDemoAccounts(created), { mode: 0o600 });
  return created;
};

export const formatDemoAccounts = (accounts: DemoAccount[]): string =>
  [
    '乡村振兴服务平台 演示账号（仅首次启动时生成；生产环境请设置 SEED_DEMO=false）',
    ...accounts.map((a) => `  ${a.username.padEnd(12)} 密码 ${a.password}  手机 ${a.mobile}  ${a.role}`),
    '',
  ].join('\n');
