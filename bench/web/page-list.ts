import { type PageAccess, type PageKey, pageEntries, type PageSpec as TablePage } from '@rrsp/contract';
import { PORTAL_HEADERS } from '../lib/server.ts';

/**
 * Every page of the page table (packages/contract/src/pages.ts), each opened by the demo user it is for, with a real
 * id for the detail pages, read from the seeded demo data through the same list calls the app makes.
 */

/** A page to open: its address, and the demo user it is opened as (none: a visitor). */
export interface BenchPage {
  /** The page table's key (absent for a page named on the command line). */
  key?: string;
  path: string;
  signedInAs?: string;
}

/** The demo account a page is for (apps/server/src/seed/data/accounts/users.json), by the page's access rule. */
const USER_FOR: Record<PageAccess, string | undefined> = {
  public: undefined,
  // registered, no tenant: the user the settling pages are for
  signedIn: 'cunmin',
  applicant: 'cunmin',
  // 苗岭茶叶: an approved participant cooperative, miaoling its admin
  participantArea: 'miaoling',
  participant: 'miaoling',
  // 黔农云: an approved service provider, qiannongyun its admin
  servant: 'qiannongyun',
  // the operator holding every operator role
  operator: 'yunying',
  'operator:superAdmin': 'yunying',
  'operator:marketReviewer': 'yunying',
  'operator:accountManager': 'yunying',
  // 内容编辑 and 内容审核
  'operator:contentEditor': 'bianji',
  'operator:contentReviewer': 'shenhe',
  editorial: 'bianji',
};

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export interface DemoUser {
  token: string;
  tenantId: string | undefined;
}

/** Calls the API the way the portal does (its appKey and endpointCode), as a visitor or a demo user in their tenant. */
export const callApi = async <T>(
  baseUrl: string,
  method: 'GET' | 'POST',
  apiPath: string,
  options: { body?: unknown; as?: DemoUser } = {},
): Promise<T> => {
  const response = await fetch(`${baseUrl}${apiPath}`, {
    method,
    headers: {
      ...PORTAL_HEADERS,
      tenantId: options.as?.tenantId ?? '',
      ...(options.as ? { Authorization: options.as.token } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.code !== 200) throw new Error(`${method} ${apiPath}：${envelope.code} ${envelope.msg}`);
  return envelope.data;
};

/** A demo user signed in with a test token, in their first tenant (as the app picks it after signing in). */
export const demoUser = async (baseUrl: string, username: string): Promise<DemoUser> => {
  const token = `test:${username}`;
  const user = await callApi<{ tenants: { tenantId: string }[] }>(baseUrl, 'GET', '/basics/user', {
    as: { token, tenantId: undefined },
  });
  return { token, tenantId: user.tenants[0]?.tenantId };
};

type Rows = { rows: Record<string, unknown>[] };

const firstId = (list: Rows, field: string, what: string): string => {
  const id = list.rows[0]?.[field];
  if (typeof id !== 'string' && typeof id !== 'number')
    throw new Error(`演示数据中没有${what}，无法测量其详情页`);
  return String(id);
};

const page1 = { pageNum: 1, pageSize: 1 };

/** The id (or, for the preview, the whole address) each detail page is opened with. */
const detailAddresses = async (baseUrl: string): Promise<Partial<Record<PageKey, string>>> => {
  const as = async (username: string) => demoUser(baseUrl, username);
  const [miaoling, qiannongyun, yunying, bianji] = await Promise.all(
    ['miaoling', 'qiannongyun', 'yunying', 'bianji'].map(as),
  );
  const post = (apiPath: string, user?: DemoUser, body: object = page1) =>
    callApi<Rows>(baseUrl, 'POST', apiPath, { body, ...(user ? { as: user } : {}) });

  const news = firstId(await post('/basics/pc/news/list'), 'newsId', '资讯');
  const solution = firstId(await post('/basics/pc/rrSolution/pcQuerySolutionNoRole'), 'id', '解决方案');
  const caseId = firstId(await post('/basics/pc/rrCooperationCase/pcQuerySolutionNoRole'), 'id', '合作案例');
  const service = firstId(await post('/basics/pc/serviceCenter/page', miaoling), 'id', '服务');
  const product = firstId(await post('/basics/pc/product/list', miaoling), 'id', '产品');
  const ownService = async (user: DemoUser | undefined) =>
    firstId(await post('/basics/pc/serviceCenter/myPublishPage', user), 'id', '本主体发布的服务');
  const settlement = firstId(
    await callApi<Rows>(
      baseUrl,
      'GET',
      '/basics/admin/settlement/page?pageNum=1&pageSize=1&status=submitted',
      {
        as: yunying,
      },
    ),
    'applicationId',
    '待审核的入驻申请',
  );
  const shelf = firstId(
    await post('/basics/admin/shelf/page', yunying, { ...page1, kind: 'service', view: 'onShelf' }),
    'id',
    '已上架的服务',
  );
  // a preview link and the editor need a draft: the bench's server runs on a fresh data directory, so the draft goes
  // with it
  const editorial = <T>(action: string, body: object) =>
    callApi<T>(baseUrl, 'POST', `/basics/admin/editorial/${action}`, { body, as: bianji });
  const draft = await editorial<{ id: string; workingVersion: number }>('create', {
    fields: {
      kind: 'news',
      title: '页面体积测量用草稿',
      summary: '页面体积测量用草稿的摘要',
      coverUrl: null,
      content: '<p>页面体积测量用草稿的正文。</p>',
      publishedAt: null,
      category: 'work',
      source: '贵州省农业农村厅',
      author: '陈静',
    },
  });
  const preview = await editorial<{ path: string }>('previewLink', {
    id: draft.id,
    version: draft.workingVersion,
    validMinutes: 60,
  });

  return {
    'news.detail': news,
    'solutions.detail': solution,
    'cases.detail': caseId,
    preview: preview.path,
    'participants.caseDetail': caseId,
    'participants.serviceDetail': service,
    'participants.servicePublicDetail': await ownService(miaoling),
    'participants.solutionDetail': solution,
    'participants.productDetail': product,
    'servant.caseDetail': caseId,
    'servant.serviceDetail': service,
    'servant.servicePublicDetail': await ownService(qiannongyun),
    'servant.solutionDetail': solution,
    'admin.settlementReview': settlement,
    'admin.shelfReview': shelf,
    // the editor as an editor meets it: an item open in it (without an id the page only asks which to open)
    'admin.contentEdit': draft.id,
  };
};

const addressOf = (key: PageKey, spec: TablePage, detail: string | undefined): string => {
  if (detail?.startsWith('/')) return detail;
  if (detail !== undefined) {
    return `${spec.path}?${new URLSearchParams({ [spec.param?.name ?? 'id']: detail })}`;
  }
  if (spec.param && !spec.param.optional) throw new Error(`没有打开 ${key}（${spec.path}）所需的 id`);
  return spec.path;
};

/** Every page of the page table, in table order, with its address and its user. */
export const everyPage = async (baseUrl: string): Promise<BenchPage[]> => {
  const details = await detailAddresses(baseUrl);
  return pageEntries().map(([key, spec]) => {
    const signedInAs = USER_FOR[spec.access];
    return {
      key,
      path: addressOf(key, spec, details[key]),
      ...(signedInAs ? { signedInAs } : {}),
    };
  });
};

/** `/participants/service@miaoling` → that address, signed in as miaoling. */
export const parsePage = (text: string): BenchPage => {
  const at = text.lastIndexOf('@');
  return at > 0 ? { path: text.slice(0, at), signedInAs: text.slice(at + 1) } : { path: text };
};
