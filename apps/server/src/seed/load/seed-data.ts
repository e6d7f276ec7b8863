import { fileURLToPath } from 'node:url';
import {
  type DataFile,
  dataFile,
  fieldPath,
  type MarkdownFile,
  readJson,
  readMarkdownFolder,
  SeedDataError,
} from './data-file.ts';
import { subheadings } from './markdown.ts';
import {
  ApplicationSeedSchema,
  ClassListSchema,
  CollectedCountsSchema,
  ControlCentreListSchema,
  DeliveryPlanSchema,
  type DemoTenant,
  DemoTenantSchema,
  DemoUserSchema,
  type ItemFront,
  ItemFrontSchema,
  type NewsFront,
  NewsFrontSchema,
  SalesPlanSchema,
  type ServiceSeed,
  ServiceSeedSchema,
  SettledTenantSchema,
} from './schemas.ts';

export const SEED_DATA_ROOT = fileURLToPath(new URL('../data', import.meta.url));

export type SeedNews = MarkdownFile<NewsFront>;
export type ItemKind = 'solution' | 'case';

export interface SeedItem extends MarkdownFile<ItemFront> {
  /** The providing demo tenant's credit code: how the seed finds it in the database. */
  providerCreditCode: string | null;
}

/** A demo service with its tenant found: how the seed finds it in the database. */
export type SeedService = ServiceSeed & { tenantCreditCode: string };

export type SeedData = Awaited<ReturnType<typeof loadSeedData>>;
/** The solutions, or the cases: a class list and the items in it. */
export type SeedItems = SeedData['solutions'];

/** A field that must differ from item to item, such as a username or a credit code. */
const requireUnique = <T>(items: T[], value: (item: T) => string, file: DataFile, field: string) => {
  const seen = new Map<string, number>();
  items.forEach((item, index) => {
    const key = value(item);
    const first = seen.get(key);
    if (first !== undefined)
      throw new SeedDataError(
        file.shown,
        fieldPath(field ? [index, field] : [index]),
        `与 [${first}] 重复：${key}`,
      );
    seen.set(key, index);
  });
};

const loadAccounts = async (root: string) => {
  const tenantsFile = dataFile(root, 'accounts/tenants.json');
  const settledFile = dataFile(root, 'accounts/settled-tenants.json');
  const usersFile = dataFile(root, 'accounts/users.json');
  const [tenants, settledTenants, users] = await Promise.all([
    readJson(tenantsFile, DemoTenantSchema.array().min(1)),
    readJson(settledFile, SettledTenantSchema.array()),
    readJson(usersFile, DemoUserSchema.array().min(1)),
  ]);
  requireUnique(tenants, (t) => t.key, tenantsFile, 'key');
  requireUnique(tenants, (t) => t.creditCode, tenantsFile, 'creditCode');
  requireUnique(settledTenants, (t) => t.creditCode, settledFile, 'creditCode');
  for (const [index, tenant] of settledTenants.entries()) {
    if (tenants.some((t) => t.creditCode === tenant.creditCode))
      throw new SeedDataError(
        settledFile.shown,
        `[${index}].creditCode`,
        `与 ${tenantsFile.shown} 中的主体重复`,
      );
  }
  requireUnique(users, (u) => u.username.toLowerCase(), usersFile, 'username');
  requireUnique(users, (u) => u.mobile, usersFile, 'mobile');
  for (const [index, user] of users.entries()) {
    if (user.tenant && !tenants.some((t) => t.key === user.tenant))
      throw new SeedDataError(
        usersFile.shown,
        `[${index}].tenant`,
        `${tenantsFile.shown} 中没有这个主体：${user.tenant}`,
      );
  }
  return { tenants, settledTenants, users };
};

const SECTIONS: Record<ItemKind, string[]> = {
  solution: ['背景', '方案内容', '成效'],
  case: ['背景', '合作过程', '成效'],
};

/** Solutions or cases: the class list of the folder, then one Markdown file per item. */
const loadItems = async (root: string, kind: ItemKind, tenants: DemoTenant[]) => {
  const folder = kind === 'solution' ? 'solutions' : 'cases';
  const classesFile = dataFile(root, `${folder}/classes.json`);
  const classes = await readJson(classesFile, ClassListSchema);
  requireUnique(classes, (name) => name, classesFile, '');
  const files = await readMarkdownFolder(root, folder, ItemFrontSchema);
  const items = files.map((item): SeedItem => {
    const { file, front, body } = item;
    if (!classes.includes(front.className))
      throw new SeedDataError(
        file.shown,
        'className',
        `${classesFile.shown} 中没有这个分类：${front.className}`,
      );
    const provider = front.providerKey ? tenants.find((t) => t.key === front.providerKey) : undefined;
    if (front.providerKey && !provider)
      throw new SeedDataError(
        file.shown,
        'providerKey',
        `data/accounts/tenants.json 中没有这个主体：${front.providerKey}`,
      );
    const headings = subheadings(body);
    if (headings.join('|') !== SECTIONS[kind].join('|'))
      throw new SeedDataError(
        file.shown,
        '正文',
        `小标题应依次为 ${SECTIONS[kind].map((s) => `### ${s}`).join('、')}，现为 ${headings.map((s) => `### ${s}`).join('、') || '（无）'}`,
      );
    return { ...item, providerCreditCode: provider?.creditCode ?? null };
  });
  return { classes, items };
};

const loadDashboard = async (root: string) => {
  const [sales, deliveries, controlCentres, counts] = await Promise.all([
    readJson(dataFile(root, 'dashboard/sales.json'), SalesPlanSchema),
    readJson(dataFile(root, 'dashboard/deliveries.json'), DeliveryPlanSchema.array().min(1)),
    readJson(dataFile(root, 'dashboard/control-centres.json'), ControlCentreListSchema),
    readJson(dataFile(root, 'dashboard/collected-counts.json'), CollectedCountsSchema),
  ]);
  return { sales, deliveries, controlCentres, counts };
};

export const SERVICES_FILE = 'services/services.json';

/**
 * The demo services: each names a tenant that exists in the account files, and a contact who is not one of the demo
 * accounts (a visitor who calls the number must not reach a demo user's phone).
 */
const loadServices = async (
  root: string,
  accounts: Awaited<ReturnType<typeof loadAccounts>>,
  reserved: Set<string>,
): Promise<SeedService[]> => {
  const file = dataFile(root, SERVICES_FILE);
  const seeds = await readJson(file, ServiceSeedSchema.array().min(1));
  requireUnique(seeds, (seed) => seed.service.name, file, 'service.name');
  return seeds.map((seed, index) => {
    const tenant = seed.tenant
      ? accounts.tenants.find((t) => t.key === seed.tenant)
      : [...accounts.tenants, ...accounts.settledTenants].find((t) => t.creditCode === seed.creditCode);
    if (!tenant)
      throw new SeedDataError(
        file.shown,
        `[${index}].${seed.tenant ? 'tenant' : 'creditCode'}`,
        `data/accounts 中没有这个主体：${seed.tenant ?? seed.creditCode}`,
      );
    for (const [field, content] of [
      ['service', seed.service],
      ['edit', seed.edited],
    ] as const) {
      if (content && reserved.has(content.contactMobile))
        throw new SeedDataError(
          file.shown,
          `[${index}].${field}.contactMobile`,
          `${content.contactMobile} 是演示账号的手机号，请换一个`,
        );
    }
    return { ...seed, tenantCreditCode: tenant.creditCode };
  });
};

/**
 * Reads and checks every data file before the seed writes anything: a malformed file stops the start with a
 * message naming the file and the field, instead of half a demo.
 */
export const loadSeedData = async (root: string = SEED_DATA_ROOT) => {
  const accounts = await loadAccounts(root);
  const [news, solutions, cases, dashboard] = await Promise.all([
    readMarkdownFolder(root, 'news', NewsFrontSchema),
    loadItems(root, 'solution', accounts.tenants),
    loadItems(root, 'case', accounts.tenants),
    loadDashboard(root),
  ]);
  const settlementsFile = dataFile(root, 'settlement/applications.json');
  const settlements = await readJson(settlementsFile, ApplicationSeedSchema.array());
  for (const [index, seed] of settlements.entries()) {
    if (seed.tenant && !accounts.tenants.some((tenant) => tenant.key === seed.tenant)) {
      throw new SeedDataError(
        settlementsFile.shown,
        `[${index}].tenant`,
        `data/accounts/tenants.json 中没有这个主体：${seed.tenant}`,
      );
    }
    if (!seed.tenant && !(seed.name && seed.creditCode)) {
      throw new SeedDataError(
        settlementsFile.shown,
        `[${index}]`,
        '未指定 tenant 时须填写 name 与 creditCode',
      );
    }
  }
  const reserved = new Set([
    ...accounts.users.map((user) => user.mobile),
    ...settlements.flatMap((seed) => (seed.applicant.mobile ? [seed.applicant.mobile] : [])),
  ]);
  const services = await loadServices(root, accounts, reserved);
  return { accounts, news, solutions, cases, dashboard, settlements, services };
};
