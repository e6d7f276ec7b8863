import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { asUser, fieldPhoto } from './shelf-support.ts';
import { expect, PORTAL_HEADERS, test, testToken } from './support.ts';

/**
 * The XSS corpus (test-data/xss-corpus.txt: the OWASP cheat sheet's vectors and more) saved through the API and
 * pasted into the editor: what the server stores holds no script, no event handler and no javascript: URL, and
 * nothing runs in Chromium on the public detail page (rendered by the server, then by the app) or the preview.
 */
const CORPUS = readFileSync(path.resolve(import.meta.dirname, '../../test-data/xss-corpus.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'));

/** The portal picture the corpus names (it exists in no database). */
const PLACEHOLDER_PICTURE = '/files/0a1b2c3d-0000-4000-8000-000000000001.png';

/** Vectors per item: few enough that one vector's unclosed tag cannot hide many others. */
const PER_ITEM = 12;

interface Item {
  id: string;
  workingVersion: number;
  fields: { content: string; title: string };
}

const groupsOf = <T>(list: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, index) =>
    list.slice(index * size, (index + 1) * size),
  );

const contentOf = (vectors: readonly string[]) =>
  vectors.map((vector, index) => `<p>第 ${index + 1} 条</p>${vector}`).join('\n');

const newsFields = (title: string, content: string) => ({
  kind: 'news',
  title,
  summary: '',
  coverUrl: null,
  content,
  publishedAt: null,
  category: 'notice',
  source: 'E2E',
  author: '',
});

/** What the stored HTML holds that could run, read by the browser's own parser. */
const dangerIn = (page: Page, html: string, within = 'body') =>
  page.evaluate(
    ([stored, selector]) => {
      const doc = new DOMParser().parseFromString(stored, 'text/html');
      const found: string[] = [];
      const root = doc.querySelector(selector);
      if (!root) return [`no ${selector}`];
      for (const element of root.querySelectorAll('*')) {
        const tag = element.tagName.toLowerCase();
        if (
          ['script', 'iframe', 'object', 'embed', 'svg', 'math', 'style', 'form', 'base', 'meta'].includes(
            tag,
          )
        ) {
          found.push(`<${tag}>`);
        }
        for (const attribute of element.attributes) {
          if (attribute.name.toLowerCase().startsWith('on')) found.push(`${tag} ${attribute.name}`);
          if (
            ['href', 'src', 'action', 'formaction', 'xlink:href', 'background'].includes(
              attribute.name.toLowerCase(),
            ) &&
            /^\s*(javascript|vbscript|data):/i.test(attribute.value.replace(/\p{Cc}/gu, ''))
          ) {
            found.push(`${tag} ${attribute.name}=${attribute.value}`);
          }
        }
      }
      return found;
    },
    [html, within] as const,
  );

/** Loads a page, gives handlers (onload, onerror, autofocus) time to fire, and reports any dialog that opened. */
const visit = async (page: Page, url: string, title: string) => {
  const dialogs: string[] = [];
  const refusals: string[] = [];
  const onDialog = (dialog: { message: () => string; dismiss: () => Promise<void> }) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  };
  // the page's CSP would refuse a handler, and say so: on these pages there must be none to refuse
  const onConsole = (message: { type: () => string; text: () => string }) => {
    if (message.type() === 'error') refusals.push(message.text());
  };
  page.on('dialog', onDialog);
  page.on('console', onConsole);
  try {
    await page.goto(url);
    await expect(page.locator('h1')).toHaveText(title);
    await expect(page.locator('.article__body')).toContainText('第 1 条');
    await page.waitForTimeout(300);
    const live = await page
      .locator('.article__body')
      .evaluate((body) =>
        [...body.querySelectorAll('*')].flatMap((element) =>
          [...element.attributes]
            .filter(
              (attribute) =>
                attribute.name.startsWith('on') || /^\s*(javascript|vbscript|data):/i.test(attribute.value),
            )
            .map((attribute) => `${element.tagName} ${attribute.name}`),
        ),
      );
    expect(live, `${url}: the page's own markup`).toEqual([]);
  } finally {
    page.off('dialog', onDialog);
    page.off('console', onConsole);
  }
  expect(dialogs, `${url}: a dialog opened`).toEqual([]);
  expect(refusals, `${url}: errors in the console`).toEqual([]);
};

const publishAll = async (api: APIRequestContext, items: readonly Item[]) => {
  const writer = await asUser(api, 'bianji');
  const reviewer = await asUser(api, 'shenhe');
  for (const item of items) {
    await writer.call('POST', '/basics/admin/editorial/submit', {
      id: item.id,
      version: item.workingVersion,
    });
    await reviewer.call('POST', '/basics/admin/editorial/publish', {
      id: item.id,
      version: item.workingVersion,
    });
  }
};

test.describe('the XSS corpus (bianji writes, shenhe publishes)', () => {
  test.use({ signedInAs: 'bianji' });

  test('saved through the API and pasted into the editor: nothing kept that runs, nothing runs anywhere', async ({
    page,
    api,
    diagnostics,
  }) => {
    test.setTimeout(300_000);
    expect(CORPUS.length).toBeGreaterThanOrEqual(100);
    const stamp = Date.now().toString(36);
    const writer = await asUser(api, 'bianji');
    // the corpus's own picture of the portal stands for one: here it is one
    const uploaded = await api.post('/basics/common/obs/upload?kind=image', {
      headers: { ...PORTAL_HEADERS, Authorization: testToken('bianji') },
      multipart: { file: { name: '茶园.jpg', mimeType: 'image/jpeg', buffer: await fieldPhoto() } },
    });
    const picture = ((await uploaded.json()) as { data: { url: string } }).data.url;
    const corpus = CORPUS.map((vector) => vector.replaceAll(PLACEHOLDER_PICTURE, picture));

    // through the API, a dozen vectors an item
    const items: Item[] = [];
    for (const [index, vectors] of groupsOf(corpus, PER_ITEM).entries()) {
      items.push(
        await writer.call<Item>('POST', '/basics/admin/editorial/create', {
          fields: newsFields(`XSS 检查 ${stamp}-${index + 1}`, contentOf(vectors)),
        }),
      );
    }

    // through the editor: the whole corpus pasted as HTML, as a clipboard would hand it over. Reading the paste in an
    // inert document makes the page's CSP (script-src-attr 'none') report each handler attribute it meets: a
    // refusal, not a handler that ran (the pages visited below must report none at all)
    diagnostics.expectConsoleError(
      (text) =>
        text.startsWith('Executing inline event handler violates') && text.includes('script-src-attr'),
    );
    const pastedTitle = `XSS 粘贴检查 ${stamp}`;
    await page.goto('/admin/content/edit?kind=news');
    const form = page.getByRole('form', { name: '资讯内容' });
    await form.getByLabel('标题').fill(pastedTitle);
    await form.getByLabel('来源').fill('E2E');
    const body = form.getByRole('textbox', { name: '正文' });
    await body.click();
    await body.evaluate((editor, html) => {
      const data = new DataTransfer();
      data.setData('text/html', html);
      data.setData('text/plain', 'XSS');
      editor.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, contentOf(corpus));
    await expect(body).toContainText('第 1 条');
    await page.getByRole('button', { name: '保存草稿' }).click();
    await expect(page.getByText('已创建草稿（第 1 版）')).toBeVisible();
    const pastedId = new URL(page.url()).searchParams.get('id') ?? '';
    items.push(await writer.call<Item>('GET', `/basics/admin/editorial/item?id=${pastedId}`));

    // what the server stored
    for (const item of items) {
      const stored = await writer.call<Item>('GET', `/basics/admin/editorial/item?id=${item.id}`);
      expect(await dangerIn(page, stored.fields.content), stored.fields.title).toEqual([]);
    }

    // the console preview, before anything is published
    for (const item of items) {
      const link = await writer.call<{ path: string }>('POST', '/basics/admin/editorial/previewLink', {
        id: item.id,
        version: item.workingVersion,
        validMinutes: 10,
      });
      await visit(page, link.path, item.fields.title);
    }

    // the public detail: the server's HTML first, then the app's own rendering of the API's answer
    await publishAll(api, items);
    for (const item of items) {
      const detail = await api.post('/basics/pc/news/info', {
        headers: { ...PORTAL_HEADERS, Authorization: testToken('bianji') },
        data: { newsId: item.id },
      });
      const published = (await detail.json()) as { data: { content: string } };
      expect(await dangerIn(page, published.data.content)).toEqual([]);
      const rendered = await (await api.get(`/infomationDetail?newsId=${item.id}`)).text();
      expect(await dangerIn(page, rendered, '.article__body'), 'the server-rendered page').toEqual([]);
      await visit(page, `/infomationDetail?newsId=${item.id}`, item.fields.title);
    }
  });
});
