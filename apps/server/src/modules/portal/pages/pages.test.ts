import { rm } from 'node:fs/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClass, insertItem, insertNews } from '../../../../test/content-fixtures.ts';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { contentItems, news } from '../content/tables.ts';
import { writeBuiltWebApp } from './built-web-app-test-support.ts';
import { createSitemaps } from './sitemap.ts';

let context: TestContext;
let dist: string;
type Item =
  | 'detail'
  | 'older'
  | 'script'
  | 'draft'
  | 'withdrawn'
  | 'solutionClass'
  | 'solution'
  | 'case'
  | 'offlineCase'
  | 'planted';
const ids = {} as Record<Item, string>;

const HOST = 'www.rrsp.example.cn';

/** As curl or a crawler asks: no `Accept: text/html`. */
const get = (url: string, headers: Record<string, string> = {}) =>
  context.app.inject({ url, headers: { host: HOST, accept: '*/*', ...headers } });

beforeAll(async () => {
  dist = await writeBuiltWebApp('rrsp-pages-');
  context = await createTestContext({ WEB_DIST: dist });
  const { db } = context;

  ids.detail = (
    await insertNews(db, {
      title: '黔东南州茶产业春季培训开班',
      category: 'industry',
      daysAgo: 1,
      summary: '300 名茶农参加了为期三天的采摘与加工培训。',
      content:
        '<h2>培训安排</h2><p>培训覆盖雷山、丹寨两县的十二个村。</p><p>第二部分<strong>机采技术</strong>。</p>',
    })
  ).id;
  ids.older = (await insertNews(db, { title: '雷山县茶园管护现场会', category: 'industry', daysAgo: 2 })).id;
  // eleven more: the list takes two pages of ten
  for (let day = 3; day < 14; day += 1) {
    await insertNews(db, { title: `产业发展简讯第${day}期`, category: 'industry', daysAgo: day });
  }
  ids.script = (
    await insertNews(db, { title: '<script>alert(1)</script>标题里的脚本', category: 'notice', daysAgo: 20 })
  ).id;
  ids.draft = (await insertNews(db, { title: '尚未发布的草稿', category: 'notice', status: 'draft' })).id;
  // a body written past the sanitiser (an import, a hand edit)
  ids.planted = (await insertNews(db, { title: '正文里植入了脚本', category: 'notice', daysAgo: 21 })).id;
  await db
    .update(news)
    .set({
      content:
        '<p>正常段落</p><script>window.pwned=1</script><img src="/files/0a1b2c3d-0000-4000-8000-000000000001.png" onerror="window.pwned=2"><img src="https://x.cn/a.png"><a href="javascript:alert(1)">点此</a>',
    })
    .where(eq(news.id, ids.planted));
  ids.withdrawn = (await insertNews(db, { title: '已经下线的资讯', category: 'work', daysAgo: 30 })).id;
  await db.update(news).set({ status: 'withdrawn' }).where(eq(news.id, ids.withdrawn));

  const solutionClass = await insertClass(db, 'solution', '智慧农业');
  ids.solutionClass = solutionClass.id;
  ids.solution = (
    await insertItem(db, {
      kind: 'solution',
      classId: solutionClass.id,
      title: '山地茶园数字化管理方案',
      daysAgo: 1,
    })
  ).id;
  const caseClass = await insertClass(db, 'case', '电商物流');
  ids.case = (
    await insertItem(db, { kind: 'case', classId: caseClass.id, title: '从江香猪进城记', daysAgo: 2 })
  ).id;
  ids.offlineCase = (
    await insertItem(db, { kind: 'case', classId: caseClass.id, title: '下线的案例', daysAgo: 3 })
  ).id;
  await db.update(contentItems).set({ status: 'withdrawn' }).where(eq(contentItems.id, ids.offlineCase));
});

afterAll(async () => {
  await context.close();
  await rm(dist, { recursive: true, force: true });
});

const headOf = (body: string) => body.slice(0, body.indexOf('</head>'));
const metaOf = (body: string, attribute: 'name' | 'property', name: string) =>
  new RegExp(`<meta ${attribute}="${name}" content="([^"]*)">`).exec(body)?.[1];

describe('a news detail as a crawler reads it', () => {
  it('carries the title, description, share-card tags, canonical and the article text', async () => {
    const page = await get(`/infomationDetail?newsId=${ids.detail}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const head = headOf(page.body);
    const url = `http://${HOST}/infomationDetail?newsId=${ids.detail}`;
    expect(head).toContain('<title>黔东南州茶产业春季培训开班 - 乡村振兴服务平台</title>');
    expect(metaOf(head, 'name', 'description')).toBe('300 名茶农参加了为期三天的采摘与加工培训。');
    // the build's own description is replaced, not repeated
    expect(head).not.toContain('构建时的描述');
    expect(head).toContain(`<link rel="canonical" href="${url}">`);
    expect(metaOf(head, 'property', 'og:type')).toBe('article');
    expect(metaOf(head, 'property', 'og:title')).toBe('黔东南州茶产业春季培训开班');
    expect(metaOf(head, 'property', 'og:url')).toBe(url);
    expect(metaOf(head, 'property', 'og:image')).toBe(`http://${HOST}/share-card.png`);
    expect(metaOf(head, 'property', 'og:description')).toBe('300 名茶农参加了为期三天的采摘与加工培训。');
    expect(head).not.toContain('name="robots"');

    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)?.[1];
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
      '@type': 'NewsArticle',
      headline: '黔东南州茶产业春季培训开班',
      mainEntityOfPage: url,
      publisher: { name: '乡村振兴服务平台' },
    });

    const root = page.body.slice(page.body.indexOf('<div id="root">'));
    expect(root).toContain(
      '<h1 id="article-title" class="ssr-article__title">黔东南州茶产业春季培训开班</h1>',
    );
    expect(root).toContain('<h2>培训安排</h2><p>培训覆盖雷山、丹寨两县的十二个村。</p>');
    expect(root).toContain('<strong>机采技术</strong>');
    expect(root).toContain('来源：贵州省农业农村厅');
    // the next older item of the category, as a link
    expect(root).toContain(
      `<a href="/infomationDetail?newsId=${ids.older}" rel="next">雷山县茶园管护现场会</a>`,
    );
    // the app's script stays, so the app takes over; the no-JavaScript note goes, the page reads without it
    expect(page.body).toContain(
      '<script type="module" crossorigin src="/assets/index-Ab12cd34.js"></script>',
    );
    expect(page.body).not.toContain('<noscript>');
  });

  it('counts no view for a crawler', async () => {
    await get(`/infomationDetail?newsId=${ids.older}`);
    const [row] = await context.db.select({ views: news.views }).from(news).where(eq(news.id, ids.older));
    expect(row?.views).toBe(0);
  });

  it('answers a missing, withdrawn or draft item with 404 and noindex inside the portal', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', ids.draft, ids.withdrawn]) {
      const page = await get(`/infomationDetail?newsId=${id}`);
      expect(page.statusCode, id).toBe(404);
      expect(page.body, id).toContain('<meta name="robots" content="noindex">');
      expect(page.body, id).toContain('没有找到这条资讯');
      expect(page.body, id).toContain(
        '<a class="link-button link-button--primary link-button--large" href="/home/infomation">',
      );
      expect(page.body, id).not.toContain('rel="canonical"');
    }
    expect((await get('/infomationDetail')).statusCode).toBe(404);
  });

  it('escapes a title that holds markup, in the page, its head and its JSON-LD', async () => {
    const page = await get(`/infomationDetail?newsId=${ids.script}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).toContain(
      '<title>&lt;script&gt;alert(1)&lt;/script&gt;标题里的脚本 - 乡村振兴服务平台</title>',
    );
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;标题里的脚本</h1>');
    expect(page.body).toContain('"headline":"\\u003cscript>alert(1)\\u003c/script>标题里的脚本"');
  });

  it('sanitises the body again on its way into the page', async () => {
    const page = await get(`/infomationDetail?newsId=${ids.planted}`);
    const body = page.body.slice(page.body.indexOf('<div class="ssr-rich">'));
    expect(body).toContain('<p>正常段落</p>');
    expect(body).toContain('<img src="/files/0a1b2c3d-0000-4000-8000-000000000001.png" />');
    expect(body).not.toContain('x.cn');
    expect(page.body).not.toContain('window.pwned');
    expect(page.body).not.toContain('javascript:');
  });

  it('revalidates with its ETag', async () => {
    const url = `/infomationDetail?newsId=${ids.detail}`;
    const first = await get(url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toContain('s-maxage=');
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends its compressed copy to a client that takes one', async () => {
    const url = `/infomationDetail?newsId=${ids.detail}`;
    const plain = await get(url);
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get(url, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('shows an edit at once: the kept page is dropped when its news changes', async () => {
    const url = `/infomationDetail?newsId=${ids.older}`;
    expect((await get(url)).body).toContain('雷山县茶园管护现场会');
    await context.db
      .update(news)
      .set({ title: '雷山县茶园管护现场会（更正）' })
      .where(eq(news.id, ids.older));
    await context.app.awaitPublicChanges();
    expect((await get(url)).body).toContain('雷山县茶园管护现场会（更正）');
  });

  it('answers HEAD as GET, without the body', async () => {
    const page = await context.app.inject({
      method: 'HEAD',
      url: `/infomationDetail?newsId=${ids.detail}`,
      headers: { host: HOST },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe('');
  });
});

describe('lists as a crawler reads them', () => {
  it('links every item on the page and the pages after it', async () => {
    const page = await get('/home/infomation');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>资讯动态 - 乡村振兴服务平台</title>');
    expect(page.body).toContain(`<link rel="canonical" href="http://${HOST}/home/infomation">`);
    expect(page.body).toContain(`<link rel="next" href="http://${HOST}/home/infomation?page=2">`);
    expect(page.body).toContain('<h1 class="content-page__title">资讯动态</h1>');
    expect(page.body).toContain(
      `<a href="/infomationDetail?newsId=${ids.detail}">黔东南州茶产业春季培训开班</a>`,
    );
    expect(page.body).toContain('共 15 条');
    expect(page.body).toContain('<a class="ssr-pager__item" href="/home/infomation?page=2">2</a>');
    expect(page.body).toContain(
      '<a class="ssr-pager__item" href="/home/infomation?page=2" rel="next">下一页</a>',
    );
    // category tabs are links too
    expect(page.body).toContain(
      '<a href="/home/infomation?category=policy" class="ssr-tabs__tab">政策解读</a>',
    );
    expect(page.body).not.toContain('尚未发布的草稿');
    expect(page.body).not.toContain('已经下线的资讯');
  });

  it('pages on, and keeps the category in the pager links', async () => {
    const second = await get('/home/infomation?page=2');
    expect(second.body).toContain('<title>资讯动态（第 2 页） - 乡村振兴服务平台</title>');
    expect(second.body).toContain(`<link rel="prev" href="http://${HOST}/home/infomation">`);
    expect(second.body).toContain('<span class="ssr-pager__item is-current" aria-current="page">2</span>');
    const category = await get('/home/infomation?category=industry&page=2&utm_source=wechat');
    expect(category.body).toContain(
      `<link rel="canonical" href="http://${HOST}/home/infomation?category=industry&amp;page=2">`,
    );
    expect(category.body).toContain(
      '<a class="ssr-pager__item" href="/home/infomation?category=industry" rel="prev">',
    );
  });

  it('keeps search results out of the index but lets their links be followed', async () => {
    const page = await get(`/home/infomation?keyword=${encodeURIComponent('茶')}`);
    expect(page.body).toContain('<meta name="robots" content="noindex,follow">');
    expect(page.body).toContain('找到 2 条相关资讯');
    expect(page.body).not.toContain('rel="canonical"');
  });

  it('renders the solution and case lists and details', async () => {
    const solutions = await get('/home/solution');
    expect(solutions.body).toContain(
      `<a href="/solutionDetail?id=${ids.solution}">山地茶园数字化管理方案</a>`,
    );
    expect(solutions.body).toContain(
      `<a href="/home/solution?category=${ids.solutionClass}" class="ssr-tabs__tab">智慧农业</a>`,
    );
    const solution = await get(`/solutionDetail?id=${ids.solution}`);
    expect(solution.statusCode).toBe(200);
    expect(solution.body).toContain('<title>山地茶园数字化管理方案 - 乡村振兴服务平台</title>');
    expect(solution.body).toContain('<div class="ssr-rich"><p>方案正文</p></div>');
    // the provider's contact is for signed-in users only
    expect(solution.body).not.toContain('0851-86660000');
    const cases = await get('/home/case');
    expect(cases.body).toContain(`<a href="/caseDetail?id=${ids.case}">从江香猪进城记</a>`);
    expect(cases.body).not.toContain('下线的案例');
    expect((await get(`/caseDetail?id=${ids.offlineCase}`)).statusCode).toBe(404);
    // a solution is not a case
    expect((await get(`/caseDetail?id=${ids.solution}`)).statusCode).toBe(404);
  });

  it('renders home with the platform name and links into every list', async () => {
    const page = await get('/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>乡村振兴服务平台</title>');
    expect(page.body).toContain('<h1>乡村振兴服务平台</h1>');
    expect(page.body).toContain(`<a href="/infomationDetail?newsId=${ids.detail}">`);
    expect(page.body).toContain(`<a href="/solutionDetail?id=${ids.solution}">`);
    expect(page.body).toContain(`<a href="/caseDetail?id=${ids.case}">`);
    expect(page.body).toContain(`<meta property="og:url" content="http://${HOST}/">`);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists the published content and nothing else', async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    for (const file of ['pages', 'news-1', 'solutions-1', 'cases-1']) {
      expect(index.body).toContain(`<loc>http://${HOST}/sitemap-${file}.xml</loc>`);
    }
    const newsMap = await get('/sitemap-news-1.xml');
    expect(newsMap.body).toContain(`<loc>http://${HOST}/infomationDetail?newsId=${ids.detail}</loc>`);
    expect(newsMap.body).not.toContain(ids.draft);
    expect(newsMap.body).not.toContain(ids.withdrawn);
    expect(newsMap.body.match(/<url>/g)).toHaveLength(15);
    const pages = await get('/sitemap-pages.xml');
    expect(pages.body).toContain(`<loc>http://${HOST}/</loc>`);
    expect(pages.body).toContain(`<loc>http://${HOST}/home/infomation</loc>`);
    expect(pages.body).not.toContain('/participants');
    const cases = await get('/sitemap-cases-1.xml');
    expect(cases.body).toContain(ids.case);
    expect(cases.body).not.toContain(ids.offlineCase);
    expect((await get('/sitemap-news-2.xml')).statusCode).toBe(404);
    expect((await get('/sitemap-other-1.xml')).statusCode).toBe(404);
  });

  it('splits into files of at most the limit, oldest first', async () => {
    // 15 published news in files of 4: 4 + 4 + 4 + 3
    const sitemaps = createSitemaps(context.db, { limit: 4 });
    const index = await sitemaps.index('https://x.cn');
    expect(index).toContain('<loc>https://x.cn/sitemap-news-4.xml</loc>');
    expect(index).not.toContain('sitemap-news-5.xml');
    const last = await sitemaps.file('/sitemap-news-4.xml', 'https://x.cn');
    expect(last?.match(/<url>/g)).toHaveLength(3);
    // the newest item is in the last file, so older files stay as they were when news is added
    expect(last).toContain(ids.detail);
    expect(await sitemaps.file('/sitemap-news-5.xml', 'https://x.cn')).toBeNull();
  });

  it('keeps crawlers out of the work areas and points them at the sitemap', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    for (const line of [
      'User-agent: *',
      'Disallow: /participants',
      'Disallow: /servant',
      'Disallow: /admin',
      'Disallow: /entry',
      'Disallow: /basics/',
    ]) {
      expect(robots.body.split('\n')).toContain(line);
    }
    expect(robots.body).toContain(`Sitemap: http://${HOST}/sitemap.xml`);
  });

  it('draws the share-card picture as a 1200×630 PNG', async () => {
    const card = await get('/share-card.png');
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
    const info = await sharp(card.rawPayload).metadata();
    expect([info.format, info.width, info.height]).toEqual(['png', 1200, 630]);
  });

  it('writes no Host it cannot trust into a page', async () => {
    const page = await get('/robots.txt', { host: 'evil.cn/"><script>' });
    expect(page.body).toContain('Sitemap: http://localhost/sitemap.xml');
  });
});
