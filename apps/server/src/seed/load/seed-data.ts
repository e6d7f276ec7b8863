import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
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
  type CooperationSeed,
  CooperationSeedSchema,
  DeliveryPlanSchema,
  type DemoTenant,
  DemoTenantSchema,
  DemoUserSchema,
  type ItemFront,
  ItemFrontSchema,
  type NewsFront,
  NewsFrontSchema,
  ON_SHELF_SEED_STATES,
  type ProductSeed,
  ProductSeedSchema,
  type ReportSeed,
  ReportSeedSchema,
  RequesterSchema,
  SalesPlanSchema,
  type ServiceSeed,
  ServiceSeedSchema,
  SettledTenantWithApplicationSchema,
  type ShelfItemRef,
  type ShelfSeed,
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
/** A demo product with its tenant found (SeedProduct is a product of the dashboard's sales). */
export type SeedShelfProduct = ProductSeed & { tenantCreditCode: string };

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
    readJson(settledFile, SettledTenantWithApplicationSchema.array()),
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
  // the settled tenants' applicants are accounts of their own, beside the demo accounts
  const applicantOf = (t: (typeof settledTenants)[number]) => t.application.applicant;
  requireUnique(
    settledTenants,
    (t) => applicantOf(t).username.toLowerCase(),
    settledFile,
    'application.applicant.username',
  );
  requireUnique(settledTenants, (t) => applicantOf(t).mobile, settledFile, 'application.applicant.mobile');
  for (const [index, tenant] of settledTenants.entries()) {
    const { username, mobile } = applicantOf(tenant);
    if (users.some((u) => u.username.toLowerCase() === username.toLowerCase() || u.mobile === mobile))
      throw new SeedDataError(
        settledFile.shown,
        `[${index}].application.applicant`,
        `与 ${usersFile.shown} 中的演示账号重复：${username}`,
      );
  }
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
export const PRODUCTS_FILE = 'products/products.json';
export const REQUESTERS_FILE = 'cooperation/requesters.json';
export const REQUESTS_FILE = 'cooperation/requests.json';
export const REPORTS_FILE = 'cooperation/reports.json';

type Accounts = Awaited<ReturnType<typeof loadAccounts>>;

/**
 * Demo products or services: each names a tenant that exists in the account files (for products, a participant), and
 * a contact who is not one of the demo accounts (a visitor who calls the number must not reach a demo user's phone).
 */
const loadShelfItems = async <
  Key extends string,
  Seed extends ShelfSeed<Key, { contactMobile: string }, string>,
>(
  root: string,
  spec: { relative: string; schema: z.ZodType<Seed>; key: Key; noun: string; participantsOnly?: boolean },
  accounts: Accounts,
  reserved: Set<string>,
): Promise<(Seed & { tenantCreditCode: string })[]> => {
  const file = dataFile(root, spec.relative);
  const seeds = await readJson(file, spec.schema.array().min(1));
  requireUnique(
    seeds,
    (seed) => (seed[spec.key] as unknown as { name: string }).name,
    file,
    `${spec.key}.name`,
  );
  return seeds.map((seed, index) => {
    const tenant = seed.tenant
      ? accounts.tenants.find((t) => t.key === seed.tenant)
      : [...accounts.tenants, ...accounts.settledTenants].find((t) => t.creditCode === seed.creditCode);
    const field = `[${index}].${seed.tenant ? 'tenant' : 'creditCode'}`;
    if (!tenant)
      throw new SeedDataError(
        file.shown,
        field,
        `data/accounts 中没有这个主体：${seed.tenant ?? seed.creditCode}`,
      );
    if (spec.participantsOnly && !tenant.roles.includes('participant'))
      throw new SeedDataError(file.shown, field, `${tenant.name} 不是参与主体，不能发布${spec.noun}`);
    for (const [name, content] of [
      [spec.key, seed[spec.key]],
      ['edit', seed.edited],
    ] as const) {
      if (content && reserved.has(content.contactMobile))
        throw new SeedDataError(
          file.shown,
          `[${index}].${name}.contactMobile`,
          `${content.contactMobile} 是演示账号的手机号，请换一个`,
        );
    }
    return { ...seed, tenantCreditCode: tenant.creditCode };
  });
};

/** A request or a report with the item it concerns and the people on both sides found: how the seed finds them. */
export type SeedCooperation = CooperationSeed & {
  providerCreditCode: string;
  /** The tenant the requester speaks for: a demo account's own; requesters are private persons. */
  requesterCreditCode: string | null;
};
export type SeedReport = ReportSeed & { providerCreditCode: string };

/**
 * The seed-only requesters, then the cooperation requests and reports: each on an item of the shelf files in a state
 * that allows it (on the shelf, or for the report that took it off, taken off by an operator), sent after the item
 * was listed, by someone outside the item's tenant, once per person and item.
 */
const loadCooperation = async (
  root: string,
  accounts: Accounts,
  applicants: { username: string; mobile?: string | undefined }[],
  reserved: Set<string>,
  shelf: { services: SeedService[]; products: SeedShelfProduct[] },
) => {
  const requestersFile = dataFile(root, REQUESTERS_FILE);
  const requestsFile = dataFile(root, REQUESTS_FILE);
  const reportsFile = dataFile(root, REPORTS_FILE);
  const [requesters, requests, reports] = await Promise.all([
    readJson(requestersFile, RequesterSchema.array()),
    readJson(requestsFile, CooperationSeedSchema.array()),
    readJson(reportsFile, ReportSeedSchema.array()),
  ]);
  requireUnique(requesters, (r) => r.username.toLowerCase(), requestersFile, 'username');
  requireUnique(requesters, (r) => r.mobile, requestersFile, 'mobile');
  const taken = new Set([...accounts.users, ...applicants].map((user) => user.username.toLowerCase()));
  for (const [index, requester] of requesters.entries()) {
    if (taken.has(requester.username.toLowerCase()))
      throw new SeedDataError(requestersFile.shown, `[${index}].username`, '与演示账号或入驻申请人重名');
    if (reserved.has(requester.mobile))
      throw new SeedDataError(
        requestersFile.shown,
        `[${index}].mobile`,
        '与演示账号或入驻申请人的手机号重复',
      );
  }

  const itemOf = (file: DataFile, index: number, ref: ShelfItemRef) => {
    const seed =
      ref.kind === 'service'
        ? shelf.services.find((each) => each.service.name === ref.name)
        : shelf.products.find((each) => each.product.name === ref.name);
    if (!seed)
      throw new SeedDataError(
        file.shown,
        `[${index}].item.name`,
        `data/${ref.kind === 'service' ? SERVICES_FILE : PRODUCTS_FILE} 中没有这一项：${ref.name}`,
      );
    return seed;
  };
  /** The sender and the tenant they speak for; never the item's own tenant (the calls refuse that). */
  const senderOf = (file: DataFile, index: number, username: string, providerCreditCode: string) => {
    const user = accounts.users.find((each) => each.username === username);
    if (!user && !requesters.some((each) => each.username === username))
      throw new SeedDataError(
        file.shown,
        `[${index}].from`,
        `演示账号与 ${REQUESTERS_FILE} 中都没有 ${username}`,
      );
    const creditCode = accounts.tenants.find((tenant) => tenant.key === user?.tenant)?.creditCode ?? null;
    if (creditCode === providerCreditCode)
      throw new SeedDataError(file.shown, `[${index}].from`, `${username} 是该项所属主体的成员`);
    return creditCode;
  };
  /** Sent after the item went on the shelf, which the item's story does within two days of its first save. */
  const checkListedBefore = (file: DataFile, index: number, hoursAgo: number, item: { daysAgo: number }) => {
    if (hoursAgo > item.daysAgo * 24 - 48)
      throw new SeedDataError(
        file.shown,
        `[${index}].hoursAgo`,
        `须在该项上架之后：不超过 ${item.daysAgo * 24 - 48}`,
      );
  };
  const once = new Set<string>();
  const checkOnce = (file: DataFile, index: number, seed: { from: string; item: ShelfItemRef }) => {
    const key = `${file.shown}|${seed.from}|${seed.item.kind}|${seed.item.name}`;
    if (once.has(key)) throw new SeedDataError(file.shown, `[${index}]`, `${seed.from} 对同一项只能提交一次`);
    once.add(key);
  };

  const seededRequests = requests.map((seed, index): SeedCooperation => {
    const item = itemOf(requestsFile, index, seed.item);
    if (!ON_SHELF_SEED_STATES.includes(item.state))
      throw new SeedDataError(requestsFile.shown, `[${index}].item`, `该项的状态是 ${item.state}，不在架上`);
    checkListedBefore(requestsFile, index, seed.hoursAgo, item);
    checkOnce(requestsFile, index, seed);
    if (reserved.has(seed.mobile))
      throw new SeedDataError(
        requestsFile.shown,
        `[${index}].mobile`,
        `${seed.mobile} 是演示账号的手机号，请换一个`,
      );
    return {
      ...seed,
      providerCreditCode: item.tenantCreditCode,
      requesterCreditCode: senderOf(requestsFile, index, seed.from, item.tenantCreditCode),
    };
  });

  const seededReports = reports.map((seed, index): SeedReport => {
    const item = itemOf(reportsFile, index, seed.item);
    if (seed.handled?.outcome === 'offShelf') {
      if (item.state !== 'offByOperator')
        throw new SeedDataError(
          reportsFile.shown,
          `[${index}].handled`,
          '下架结案的举报须对应被运营下架（offByOperator）的一项',
        );
      if (seed.hoursAgo <= item.hoursAgo)
        throw new SeedDataError(
          reportsFile.shown,
          `[${index}].hoursAgo`,
          `须早于该项被下架的时间（${item.hoursAgo} 小时前）`,
        );
    } else if (!ON_SHELF_SEED_STATES.includes(item.state))
      throw new SeedDataError(reportsFile.shown, `[${index}].item`, `该项的状态是 ${item.state}，不在架上`);
    checkListedBefore(reportsFile, index, seed.hoursAgo, item);
    checkOnce(reportsFile, index, seed);
    senderOf(reportsFile, index, seed.from, item.tenantCreditCode);
    return { ...seed, providerCreditCode: item.tenantCreditCode };
  });

  return { requesters, requests: seededRequests, reports: seededReports };
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
  const services = await loadShelfItems(
    root,
    { relative: SERVICES_FILE, schema: ServiceSeedSchema, key: 'service', noun: '服务' },
    accounts,
    reserved,
  );
  const products = await loadShelfItems(
    root,
    {
      relative: PRODUCTS_FILE,
      schema: ProductSeedSchema,
      key: 'product',
      noun: '产品',
      participantsOnly: true,
    },
    accounts,
    reserved,
  );
  const cooperation = await loadCooperation(
    root,
    accounts,
    settlements.map((seed) => seed.applicant),
    reserved,
    { services, products },
  );
  return { accounts, news, solutions, cases, dashboard, settlements, services, products, cooperation };
};
