import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../platform/rich-text.ts';
import { SeedDataError } from './data-file.ts';
import { renderMarkdown } from './markdown.ts';
import { loadSeedData, SEED_DATA_ROOT } from './seed-data.ts';

const listFiles = async (root: string): Promise<string[]> =>
  (await fs.readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();

const copies: string[] = [];
afterEach(async () => {
  await Promise.all(copies.splice(0).map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

/** A copy of the shipped data with one file changed. */
const dataWith = async (relative: string, change: (text: string) => string): Promise<string> => {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'rrsp-seed-data-'));
  copies.push(root);
  await fs.cp(SEED_DATA_ROOT, root, { recursive: true });
  const file = path.join(root, relative);
  await fs.writeFile(file, change(await fs.readFile(file, 'utf8')));
  return root;
};

const replaceJson = (edit: (value: never) => void) => (text: string) => {
  const value = JSON.parse(text);
  edit(value as never);
  return JSON.stringify(value);
};

describe('seed data files', () => {
  it('validates every shipped file, and the loader reads every file there is but the README', async () => {
    const data = await loadSeedData();
    expect(data.news).toHaveLength(63);
    expect(data.solutions.items).toHaveLength(20);
    expect(data.cases.items).toHaveLength(20);
    const read = [
      'README.md',
      'accounts/settled-tenants.json',
      'accounts/tenants.json',
      'accounts/users.json',
      'cases/classes.json',
      'cooperation/reports.json',
      'cooperation/requesters.json',
      'cooperation/requests.json',
      'dashboard/collected-counts.json',
      'dashboard/control-centres.json',
      'dashboard/deliveries.json',
      'dashboard/sales.json',
      'products/products.json',
      'services/services.json',
      'settlement/applications.json',
      'solutions/classes.json',
      ...[...data.news, ...data.solutions.items, ...data.cases.items].map(({ file }) =>
        file.shown.replace(/^data\//, ''),
      ),
    ].sort();
    expect(await listFiles(SEED_DATA_ROOT)).toEqual(read);
  });

  it('finds the provider of an item by the credit code of the demo tenant it names', async () => {
    const { accounts, solutions } = await loadSeedData();
    const tech = accounts.tenants.find((tenant) => tenant.key === 'tech');
    const provided = solutions.items.filter((item) => item.front.providerKey === 'tech');
    expect(provided.length).toBeGreaterThan(0);
    for (const item of provided) expect(item.providerCreditCode).toBe(tech?.creditCode);
  });

  it('renders paragraphs, subheadings, lists and GFM tables that pass the rich-text allow-list', async () => {
    const { news } = await loadSeedData();
    const withTable = news.find((item) => item.body.includes('\n| '));
    const html = sanitizeRichText(renderMarkdown(withTable?.body ?? ''));
    for (const tag of ['<p>', '<h3>', '<table>', '<thead>', '<th>', '<td>']) expect(html).toContain(tag);
    expect(sanitizeRichText(renderMarkdown('- 一\n- 二'))).toMatch(
      /<ul>\s*<li>一<\/li>\s*<li>二<\/li>\s*<\/ul>/,
    );
  });

  it.each([
    {
      case: 'a news item without a summary',
      file: 'news/01-cold-chain-measures.md',
      change: (text: string) => text.replace(/^summary: .*\n/m, ''),
      message: /^演示数据 data\/news\/01-cold-chain-measures\.md 的 summary：/,
    },
    {
      case: 'a news category the portal does not have',
      file: 'news/02-village-collective-income-qa.md',
      change: (text: string) => text.replace('category: policy', 'category: weather'),
      message: /^演示数据 data\/news\/02-village-collective-income-qa\.md 的 category：/,
    },
    {
      case: 'a file without front matter',
      file: 'news/03-high-standard-farmland-rules.md',
      change: (text: string) => text.replace(/^---\n/, ''),
      message: /^演示数据 data\/news\/03-high-standard-farmland-rules\.md：/,
    },
    {
      case: 'a solution in a class the class list lacks',
      file: 'solutions/01-tea-garden-iot.md',
      change: (text: string) => text.replace('className: 智慧农业', 'className: 智能农业'),
      message: /^演示数据 data\/solutions\/01-tea-garden-iot\.md 的 className：.*智能农业/,
    },
    {
      case: 'a case without its results section',
      file: 'cases/02-congjiang-pig-industry-chain.md',
      change: (text: string) => text.replace('### 成效', '### 成果'),
      message: /^演示数据 data\/cases\/02-congjiang-pig-industry-chain\.md 的 正文：/,
    },
    {
      case: 'a provider key no demo tenant has',
      file: 'cases/01-leishan-tea-cooperative.md',
      change: (text: string) => text.replace('providerKey: tea', 'providerKey: coffee'),
      message: /^演示数据 data\/cases\/01-leishan-tea-cooperative\.md 的 providerKey：.*coffee/,
    },
    {
      case: 'a region code outside Guizhou',
      file: 'solutions/02-greenhouse-fertigation.md',
      change: (text: string) => text.replace('regionCode: "520403"', 'regionCode: "530403"'),
      message: /^演示数据 data\/solutions\/02-greenhouse-fertigation\.md 的 regionCode：须为贵州省/,
    },
    {
      case: 'a demo user of an unknown tenant',
      file: 'accounts/users.json',
      change: replaceJson((users: { tenant?: string }[]) => {
        (users[1] as { tenant?: string }).tenant = 'nobody';
      }),
      message: /^演示数据 data\/accounts\/users\.json 的 \[1\]\.tenant：/,
    },
    {
      case: 'a credit code with a wrong check character',
      file: 'accounts/settled-tenants.json',
      change: replaceJson((tenants: { creditCode: string }[]) => {
        const tenant = tenants[2] as { creditCode: string };
        tenant.creditCode = `${tenant.creditCode.slice(0, 17)}${tenant.creditCode.endsWith('0') ? '1' : '0'}`;
      }),
      message: /^演示数据 data\/accounts\/settled-tenants\.json 的 \[2\]\.creditCode：统一社会信用代码不正确/,
    },
    {
      case: "a settled tenant's applicant who is a demo account",
      file: 'accounts/settled-tenants.json',
      change: replaceJson((tenants: { application: { applicant: { username: string } } }[]) => {
        (tenants[4] as { application: { applicant: { username: string } } }).application.applicant.username =
          'yunying';
      }),
      message: /^演示数据 data\/accounts\/settled-tenants\.json 的 \[4\]\.application\.applicant：.*yunying/,
    },
    {
      case: 'a product sold at a negative price',
      file: 'dashboard/sales.json',
      change: replaceJson((sales: { products: { price: number }[] }) => {
        (sales.products[3] as { price: number }).price = -1;
      }),
      message: /^演示数据 data\/dashboard\/sales\.json 的 products\[3\]\.price：/,
    },
    {
      case: 'a count metric missing',
      file: 'dashboard/collected-counts.json',
      change: () => '{ "products": 1, "services": 2 }',
      message: /^演示数据 data\/dashboard\/collected-counts\.json 的 deals：/,
    },
    {
      case: 'a service the publish form would refuse',
      file: 'services/services.json',
      change: replaceJson((services: { service: { summary: string } }[]) => {
        (services[4] as { service: { summary: string } }).service.summary = '太短';
      }),
      message: /^演示数据 data\/services\/services\.json 的 \[4\]\.service\.summary：服务简介至少 10 个字/,
    },
    {
      case: 'an edit waiting for audit that changes too much',
      file: 'services/services.json',
      change: replaceJson((services: { state: string; edit?: Record<string, unknown> }[]) => {
        const edit = services.find((seed) => seed.state === 'editPending')?.edit ?? {};
        Object.assign(edit, { unit: '吨', contactName: '新联系人', summary: '这是一段改过的服务简介文字' });
      }),
      message: /^演示数据 data\/services\/services\.json 的 \[\d+\]\.edit：修改应改动 1 至 2 个字段/,
    },
    {
      case: "a service contact on a demo account's mobile",
      file: 'services/services.json',
      change: replaceJson((services: { service: { contactMobile: string } }[]) => {
        (services[0] as { service: { contactMobile: string } }).service.contactMobile = '13908510002';
      }),
      message:
        /^演示数据 data\/services\/services\.json 的 \[0\]\.service\.contactMobile：13908510002 是演示账号/,
    },
    {
      case: 'a service of a tenant the account files lack',
      file: 'services/services.json',
      change: replaceJson((services: { tenant?: string }[]) => {
        (services[0] as { tenant?: string }).tenant = 'coffee';
      }),
      message: /^演示数据 data\/services\/services\.json 的 \[0\]\.tenant：.*coffee/,
    },
    {
      case: 'a product the publish form would refuse',
      file: 'products/products.json',
      change: replaceJson((products: { product: { certifications: string[] } }[]) => {
        (products[2] as { product: { certifications: string[] } }).product.certifications = ['gi'];
      }),
      message: /^演示数据 data\/products\/products\.json 的 \[2\]\.product\.certifications\[0\]：/,
    },
    {
      case: 'a product of a tenant that is not a participant',
      file: 'products/products.json',
      change: replaceJson((products: { tenant?: string; creditCode?: string }[]) => {
        const product = products[0] as { tenant?: string; creditCode?: string };
        delete product.tenant;
        // 贵州黔通冷链物流有限公司, a service provider only
        product.creditCode = '91520100MA613Q7TKF';
      }),
      message: /^演示数据 data\/products\/products\.json 的 \[0\]\.creditCode：.*不是参与主体/,
    },
    {
      case: 'a cooperation request on an item that is not on the shelf',
      file: 'cooperation/requests.json',
      change: replaceJson((requests: { item: { kind: string; name: string } }[]) => {
        (requests[1] as { item: { kind: string; name: string } }).item = {
          kind: 'product',
          name: '苗岭白茶（白毫银针）',
        };
      }),
      message: /^演示数据 data\/cooperation\/requests\.json 的 \[1\]\.item：该项的状态是 draft/,
    },
    {
      case: "a cooperation request to the requester's own tenant",
      file: 'cooperation/requests.json',
      change: replaceJson((requests: { from: string }[]) => {
        // the first request is on 黔农云's service
        (requests[0] as { from: string }).from = 'qiannongyun';
      }),
      message: /^演示数据 data\/cooperation\/requests\.json 的 \[0\]\.from：qiannongyun 是该项所属主体的成员/,
    },
    {
      case: 'a cooperation request older than the listing it concerns',
      file: 'cooperation/requests.json',
      change: replaceJson((requests: { hoursAgo: number }[]) => {
        (requests[2] as { hoursAgo: number }).hoursAgo = 24 * 3000;
      }),
      message: /^演示数据 data\/cooperation\/requests\.json 的 \[2\]\.hoursAgo：须在该项上架之后/,
    },
    {
      case: 'a replied cooperation request without its reply',
      file: 'cooperation/requests.json',
      change: replaceJson((requests: { state: string; reply?: string }[]) => {
        const replied = requests.find((request) => request.state === 'replied');
        delete replied?.reply;
      }),
      message: /^演示数据 data\/cooperation\/requests\.json 的 \[\d+\]\.reply：已回复的申请须填写 reply/,
    },
    {
      case: "a requester on a demo account's mobile",
      file: 'cooperation/requesters.json',
      change: replaceJson((requesters: { mobile: string }[]) => {
        (requesters[3] as { mobile: string }).mobile = '13908510004';
      }),
      message: /^演示数据 data\/cooperation\/requesters\.json 的 \[3\]\.mobile：/,
    },
    {
      case: 'a report that took off the shelf an item no operator took off',
      file: 'cooperation/reports.json',
      change: replaceJson((reports: { handled?: { outcome: string } }[]) => {
        (reports[0] as { handled?: { outcome: string } }).handled = { outcome: 'offShelf' };
      }),
      message: /^演示数据 data\/cooperation\/reports\.json 的 \[0\]\.handled：/,
    },
    {
      case: 'a report by someone no file knows',
      file: 'cooperation/reports.json',
      change: replaceJson((reports: { from: string }[]) => {
        (reports[1] as { from: string }).from = 'nobody_here';
      }),
      message: /^演示数据 data\/cooperation\/reports\.json 的 \[1\]\.from：.*nobody_here/,
    },
    {
      case: 'a JSON file that does not parse',
      file: 'dashboard/deliveries.json',
      change: (text: string) => text.slice(0, -10),
      message: /^演示数据 data\/dashboard\/deliveries\.json：不是合法的 JSON/,
    },
  ])('refuses $case, naming the file and the field', async ({ file, change, message }) => {
    const root = await dataWith(file, change);
    const error = await loadSeedData(root).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SeedDataError);
    expect((error as Error).message).toMatch(message);
    // zod's own messages come in Chinese too
    expect((error as Error).message).not.toMatch(/Invalid input/);
  });
});
