import type { EditorialFields } from '@rrsp/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, portalHeaders, type TestContext } from '../../../../../test/harness.ts';
import { multipartBody, TINY_PNG } from '../../../../../test/multipart.ts';
import { signedInCall, signedInUser } from '../../../../../test/signed-in-call.ts';
import { contentClasses, news } from '../tables.ts';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

type Caller = { id: string; token: string; nickName: string };
const editor = () => signedInUser(context.db, { operatorRoles: ['contentEditor'] });
const reviewer = () => signedInUser(context.db, { operatorRoles: ['contentReviewer'] });

const call = (caller: Caller, path: string, body?: unknown, method: 'GET' | 'POST' = 'POST') =>
  signedInCall(context.app, method, `/basics/admin/editorial/${path}`, caller.token, body ? { body } : {});

const newsFields = (
  overrides: Partial<Extract<EditorialFields, { kind: 'news' }>> = {},
): EditorialFields => ({
  kind: 'news',
  title: '黔东南州春茶开采',
  summary: '全州春茶陆续开采。',
  coverUrl: null,
  content: '<p>雷山县银球茶<strong>开采</strong>。</p>',
  publishedAt: null,
  category: 'industry',
  source: '黔东南州农业农村局',
  author: '王晓',
  ...overrides,
});

const created = async (caller: Caller, fields = newsFields()) => {
  const answer = await call(caller, 'create', { fields });
  expect(answer.status, answer.body.msg).toBe(200);
  return answer.body.data as { id: string; workingVersion: number; state: string };
};

const publicNews = async (newsId: string) => {
  const response = await context.app.inject({
    method: 'POST',
    url: '/basics/pc/news/info',
    headers: portalHeaders({ 'content-type': 'application/json' }),
    payload: JSON.stringify({ newsId }),
  });
  return { status: response.statusCode, data: response.json().data };
};

const submitted = async (caller: Caller, fields = newsFields()) => {
  const item = await created(caller, fields);
  const answer = await call(caller, 'submit', { id: item.id, version: 1 });
  expect(answer.status, answer.body.msg).toBe(200);
  return item;
};

const uploadImage = async (caller: Caller) => {
  const upload = multipartBody({ filename: '茶园.png', contentType: 'image/png', bytes: TINY_PNG });
  const response = await context.app.inject({
    method: 'POST',
    url: '/basics/common/obs/upload?kind=image',
    headers: portalHeaders({ Authorization: caller.token, 'content-type': upload.contentType }),
    payload: upload.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { fileId: string; url: string };
};

const trailOf = async (itemId: string) => {
  const { rows } = await context.db.execute<{
    action: string;
    operator_id: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }>(sql`select action, operator_id, before, after from audit_trail where object_id = ${itemId} order by id`);
  return rows;
};

const waitFor = async (check: () => Promise<boolean>, timeoutMs = 20_000) => {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
};

describe('内容管理: from an editor to the portal', () => {
  it('keeps a draft off the portal; a second operator publishes it; every step is on the trail', async () => {
    const writer = await editor();
    const publisher = await reviewer();
    const picture = await uploadImage(writer);
    const item = await submitted(
      writer,
      newsFields({
        coverUrl: picture.url,
        content: `<p>茶农忙采摘<script>alert(1)</script></p><img src="${picture.url}" alt="茶园" onerror="alert(2)"><img src="https://tracker.example/p.gif">`,
      }),
    );
    expect((await publicNews(item.id)).status).toBe(404);

    // what the server keeps is what was sanitised: no script, no handler, no other site's picture
    const kept = await call(writer, `item?id=${item.id}`, undefined, 'GET');
    expect(kept.body.data.fields.content).toBe(`<p>茶农忙采摘</p><img src="${picture.url}" alt="茶园" />`);
    const attached = await context.db.execute(
      sql`select attached_to from stored_files where id = ${picture.fileId}`,
    );
    expect(attached.rows).toEqual([{ attached_to: `editorial:${item.id}` }]);

    const own = await call(writer, 'publish', { id: item.id, version: 1 });
    expect(own.status).toBe(403);

    const published = await call(publisher, 'publish', { id: item.id, version: 1 });
    expect(published.status, published.body.msg).toBe(200);
    expect(published.body.data).toMatchObject({ state: 'published', publishedVersion: 1 });
    const shown = await publicNews(item.id);
    expect(shown.status).toBe(200);
    expect(shown.data).toMatchObject({ title: '黔东南州春茶开采', coverUrl: picture.url, author: '王晓' });

    const trail = await trailOf(item.id);
    expect(trail.map((row) => row.action)).toEqual([
      'editorial.create',
      'editorial.submit',
      'editorial.publish',
    ]);
    expect(trail[2]).toMatchObject({
      operator_id: publisher.id,
      before: { contentState: 'pending', publishedVersion: null },
      after: { contentState: 'published', publishedVersion: 1 },
    });
  });

  it('an operator holding both roles cannot publish what they wrote, nor what they changed of another’s text', async () => {
    const both = await signedInUser(context.db, { operatorRoles: ['contentEditor', 'contentReviewer'] });
    const writer = await editor();
    const mine = await submitted(both);
    const refused = await call(both, 'publish', { id: mine.id, version: 1 });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ reason: 'OWN_WORK' });
    expect(refused.body.msg).toContain('不能发布本人');
    const scheduled = await call(both, 'schedule', {
      id: mine.id,
      version: 1,
      at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(scheduled.status).toBe(403);

    // a co-author: the writer's draft, touched by `both`, is partly theirs
    const theirs = await created(writer);
    const touched = await call(both, 'save', {
      id: theirs.id,
      baseVersion: 1,
      fields: newsFields({ title: '改一个字' }),
    });
    expect(touched.status, touched.body.msg).toBe(200);
    await call(writer, 'submit', { id: theirs.id, version: 2 });
    expect((await call(both, 'publish', { id: theirs.id, version: 2 })).status).toBe(403);
    expect((await publicNews(theirs.id)).status).toBe(404);
  });

  it('the platform setting lets a lone operator publish their own work', async () => {
    const both = await signedInUser(context.db, { operatorRoles: ['contentEditor', 'contentReviewer'] });
    const item = await submitted(both);
    await context.db.execute(
      sql`update platform_config set config = jsonb_set(config, '{editorialSelfPublish}', 'true')`,
    );
    try {
      const published = await call(both, 'publish', { id: item.id, version: 1 });
      expect(published.status, published.body.msg).toBe(200);
    } finally {
      await context.db.execute(
        sql`update platform_config set config = jsonb_set(config, '{editorialSelfPublish}', 'false')`,
      );
    }
  });

  it('an edit of a published item stays off the portal until it is published; a restore comes back as a draft', async () => {
    const writer = await editor();
    const publisher = await reviewer();
    const item = await submitted(writer);
    await call(publisher, 'publish', { id: item.id, version: 1 });

    const edited = await call(writer, 'save', {
      id: item.id,
      baseVersion: 1,
      fields: newsFields({ title: '黔东南州春茶开采（更正）' }),
    });
    expect(edited.body.data).toMatchObject({ state: 'draft', workingVersion: 2, publishedVersion: 1 });
    expect((await publicNews(item.id)).data.title).toBe('黔东南州春茶开采');

    const restored = await call(writer, 'restore', { id: item.id, version: 1, baseVersion: 2 });
    expect(restored.status, restored.body.msg).toBe(200);
    expect(restored.body.data).toMatchObject({ state: 'draft', workingVersion: 3, publishedVersion: 1 });
    expect(restored.body.data.fields.title).toBe('黔东南州春茶开采');
    const versions = await call(writer, `versions?id=${item.id}`, undefined, 'GET');
    expect(
      versions.body.data.map((row: { version: number; note: string }) => [row.version, row.note]),
    ).toEqual([
      [3, '恢复自版本 1'],
      [2, '修改'],
      [1, '新建'],
    ]);
    const second = await call(writer, `version?id=${item.id}&version=2`, undefined, 'GET');
    expect(second.body.data.fields.title).toBe('黔东南州春茶开采（更正）');

    // publishing the correction: the restore is version 3, the correction must be saved again to be published
    await call(writer, 'save', {
      id: item.id,
      baseVersion: 3,
      fields: newsFields({ title: '黔东南州春茶开采（更正）' }),
    });
    await call(writer, 'submit', { id: item.id, version: 4 });
    await call(publisher, 'publish', { id: item.id, version: 4 });
    expect((await publicNews(item.id)).data.title).toBe('黔东南州春茶开采（更正）');

    // a version once saved stays as it was
    for (const change of [
      sql`update editorial_versions set note = 'x' where item_id = ${item.id}`,
      sql`delete from editorial_versions where item_id = ${item.id}`,
    ]) {
      const refused = await context.db.execute(change).catch((error: Error) => error);
      expect(String((refused as Error & { cause?: unknown }).cause)).toMatch(/append-only/);
    }
  });

  it('refuses a decision made on a version someone has since replaced', async () => {
    const writer = await editor();
    const other = await editor();
    const item = await created(writer);
    const first = await call(writer, 'save', {
      id: item.id,
      baseVersion: 1,
      fields: newsFields({ title: '甲' }),
    });
    expect(first.status).toBe(200);
    const stale = await call(other, 'save', {
      id: item.id,
      baseVersion: 1,
      fields: newsFields({ title: '乙' }),
    });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toContain('第 2 版');
    expect((await call(writer, 'submit', { id: item.id, version: 1 })).status).toBe(409);
  });

  it('twelve publishers at once: one publishes, the rest are told, and the pool is not exhausted', async () => {
    const writer = await editor();
    const publishers = await Promise.all(Array.from({ length: 12 }, () => reviewer()));
    const item = await submitted(writer);
    const answers = await Promise.all(
      publishers.map((publisher) => call(publisher, 'publish', { id: item.id, version: 1 })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(11);
    const trail = await trailOf(item.id);
    expect(trail.filter((row) => row.action === 'editorial.publish')).toHaveLength(1);
  });

  it('withdrawing takes an item off the portal, its sitemap at once included', async () => {
    const writer = await editor();
    const publisher = await reviewer();
    const sitemap = async () =>
      (
        await context.app.inject({
          method: 'GET',
          url: '/sitemap-news-1.xml',
          headers: { host: 'portal.test' },
        })
      ).body;
    const item = await submitted(writer);
    expect(await sitemap()).not.toContain(item.id);
    await call(publisher, 'publish', { id: item.id, version: 1 });
    // the change notification arrives on its own connection: wait for it rather than for a timer
    expect(await waitFor(async () => (await sitemap()).includes(item.id), 5_000)).toBe(true);
    const withdrawn = await call(publisher, 'withdraw', { id: item.id, reason: '信息有误' });
    expect(withdrawn.body.data).toMatchObject({ state: 'withdrawn', publishedVersion: null });
    expect((await publicNews(item.id)).status).toBe(404);
    expect(await waitFor(async () => !(await sitemap()).includes(item.id), 5_000)).toBe(true);
    expect((await call(publisher, 'withdraw', { id: item.id, reason: '再撤' })).status).toBe(409);
  });
});

describe('scheduled publishing', () => {
  const jobsOf = async (itemId: string) =>
    (
      await context.db.execute<{ run_at: Date }>(
        sql`select run_at from graphile_worker.jobs where key = ${`editorial-publish:${itemId}`}`,
      )
    ).rows;

  it('publishes at its time; rescheduling replaces the one job', async () => {
    const writer = await editor();
    const publisher = await reviewer();
    const item = await submitted(writer);
    const later = new Date(Date.now() + 3_600_000);
    await call(publisher, 'schedule', { id: item.id, version: 1, at: later.toISOString() });
    expect(await jobsOf(item.id)).toHaveLength(1);

    const soon = new Date(Date.now() + 2_000);
    const rescheduled = await call(publisher, 'schedule', {
      id: item.id,
      version: 1,
      at: soon.toISOString(),
    });
    expect(rescheduled.body.data).toMatchObject({ state: 'scheduled', scheduledAt: soon.toISOString() });
    const jobs = await jobsOf(item.id);
    expect(jobs).toHaveLength(1);
    expect(new Date(jobs[0]?.run_at ?? 0).getTime()).toBe(soon.getTime());
    expect((await publicNews(item.id)).status).toBe(404);

    expect(await waitFor(async () => (await publicNews(item.id)).status === 200)).toBe(true);
    const after = await call(writer, `item?id=${item.id}`, undefined, 'GET');
    expect(after.body.data).toMatchObject({ state: 'published', publishedVersion: 1, scheduledAt: null });
    const trail = await trailOf(item.id);
    expect(trail.at(-1)).toMatchObject({ action: 'editorial.publish', operator_id: publisher.id });
  });

  it('withdrawing, returning or editing before the time cancels the publication', async () => {
    const writer = await editor();
    const publisher = await reviewer();
    const items = await Promise.all([submitted(writer), submitted(writer), submitted(writer)]);
    const soon = new Date(Date.now() + 1_500).toISOString();
    for (const item of items) await call(publisher, 'schedule', { id: item.id, version: 1, at: soon });
    const [withdrawn, returned, edited] = items as [(typeof items)[0], (typeof items)[0], (typeof items)[0]];
    expect((await call(publisher, 'withdraw', { id: withdrawn.id, reason: '暂缓发布' })).status).toBe(200);
    expect(
      (await call(publisher, 'return', { id: returned.id, version: 1, reason: '标题需修改' })).status,
    ).toBe(200);
    expect(
      (await call(writer, 'save', { id: edited.id, baseVersion: 1, fields: newsFields({ title: '改后' }) }))
        .status,
    ).toBe(200);
    for (const item of items) expect(await jobsOf(item.id)).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    for (const item of items) expect((await publicNews(item.id)).status).toBe(404);
  });

  it('refuses a time in the past', async () => {
    const writer = await editor();
    const publisher = await reviewer();
    const item = await submitted(writer);
    const past = await call(publisher, 'schedule', {
      id: item.id,
      version: 1,
      at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.status).toBe(422);
    expect(past.body.msg).toContain('晚于现在');
  });
});

describe('preview links', () => {
  const openPreview = async (token: string) => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/basics/pc/preview?token=${token}`,
      headers: portalHeaders(),
    });
    return { status: response.statusCode, headers: response.headers, body: response.json() };
  };

  it('open a draft for someone not signed in until they expire', async () => {
    const writer = await editor();
    const item = await created(writer, newsFields({ title: '尚未发布的草稿' }));
    const link = await call(writer, 'previewLink', { id: item.id, version: 1, validMinutes: 60 });
    expect(link.status, link.body.msg).toBe(200);
    const token = new URL(link.body.data.path, 'http://x').searchParams.get('token') ?? '';
    expect(link.body.data.path).toBe(`/preview?token=${token}`);

    const opened = await openPreview(token);
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({ kind: 'news', version: 1, news: { title: '尚未发布的草稿' } });
    expect(opened.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(opened.headers['cache-control']).toBe('no-store');

    // only the hash is kept
    const stored = await context.db.execute(sql`select token_hash from editorial_preview_links`);
    expect(JSON.stringify(stored.rows)).not.toContain(token);

    await context.db.execute(
      sql`update editorial_preview_links set expires_at = now() - interval '1 second'`,
    );
    const expired = await openPreview(token);
    expect(expired.status).toBe(404);
    expect(expired.body.msg).toContain('预览链接已失效');
    expect((await openPreview('A'.repeat(43))).status).toBe(404);
    expect((await openPreview('short')).status).toBe(400);
  });
});

describe('content written outside the console', () => {
  it('is adopted as version 1, so an operator can correct what the seed wrote', async () => {
    const [row] = await context.db
      .insert(news)
      .values({
        category: 'work',
        title: '种子资讯',
        summary: '摘要',
        content: '<p>正文</p>',
        source: '来源',
      })
      .returning({ id: news.id });
    const writer = await editor();
    const item = await call(writer, `item?id=${row?.id}`, undefined, 'GET');
    expect(item.status, item.body.msg).toBe(200);
    expect(item.body.data).toMatchObject({
      kind: 'news',
      state: 'published',
      workingVersion: 1,
      publishedVersion: 1,
      workingAuthorName: '平台初始内容',
      fields: { kind: 'news', title: '种子资讯', category: 'work', source: '来源' },
    });
  });

  it('solutions and cases are published with their class and region', async () => {
    const [solutionClass] = await context.db
      .insert(contentClasses)
      .values({ kind: 'solution', name: '茶产业' })
      .returning({ id: contentClasses.id });
    const writer = await editor();
    const publisher = await reviewer();
    const fields: EditorialFields = {
      kind: 'solution',
      title: '茶园数字化管护方案',
      summary: '摘要',
      coverUrl: null,
      content: '<p>方案正文</p>',
      publishedAt: '2026-11-20T02:00:00.000Z',
      classId: solutionClass?.id ?? '',
      providerName: '贵州黔茶科技有限公司',
      regionCode: '522634',
      tags: ['茶叶', '数字化'],
      contactName: '李工',
      contactPhone: '0851-86660000',
    };
    const unknownRegion = await call(writer, 'create', { fields: { ...fields, regionCode: '529999' } });
    expect(unknownRegion.status).toBe(422);
    const item = await created(writer, fields);
    await call(writer, 'submit', { id: item.id, version: 1 });
    expect((await call(publisher, 'publish', { id: item.id, version: 1 })).status).toBe(200);
    const response = await context.app.inject({
      method: 'GET',
      url: `/basics/pc/rrSolution/byIdQuerySolutionDetail?id=${item.id}`,
      headers: portalHeaders(),
    });
    expect(response.json().data).toMatchObject({
      title: '茶园数字化管护方案',
      className: '茶产业',
      regionName: '黔东南州雷山县',
      tags: ['茶叶', '数字化'],
      publishedAt: '2026-11-20T02:00:00.000Z',
    });
  });
});

describe('分类管理', () => {
  it('names are unique per kind even when ten editors take one at once; a class in use stays', async () => {
    const writer = await editor();
    const name = `冷链物流${Date.now() % 10_000}`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(writer, 'class/save', { kind: 'case', name, sort: 5 })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.msg)).toContain(
      `已有名为「${name}」的分类`,
    );
    const created = answers.find((answer) => answer.status === 200)?.body.data as {
      id: string;
      itemCount: number;
    };
    expect(created.itemCount).toBe(0);
    // the same name is free for the other kind
    expect((await call(writer, 'class/save', { kind: 'solution', name, sort: 0 })).status).toBe(200);

    const renamed = await call(writer, 'class/save', {
      id: created.id,
      kind: 'case',
      name: `${name}案例`,
      sort: 1,
    });
    expect(renamed.body.data).toMatchObject({ name: `${name}案例`, sort: 1 });

    await createdCase(writer, created.id);
    const listed = await call(writer, 'classes?kind=case', undefined, 'GET');
    expect(listed.body.data.find((row: { id: string }) => row.id === created.id)).toMatchObject({
      itemCount: 1,
    });
    const refused = await call(writer, 'class/delete', { id: created.id });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain('下还有内容');

    const spare = await call(writer, 'class/save', { kind: 'case', name: `${name}备用`, sort: 9 });
    expect((await call(writer, 'class/delete', { id: spare.body.data.id })).status).toBe(200);
    expect((await call(writer, 'class/delete', { id: spare.body.data.id })).status).toBe(404);
    const trail = await trailOf(spare.body.data.id);
    expect(trail.map((row) => row.action)).toEqual(['contentClass.save', 'contentClass.delete']);

    // a reviewer reads the classes but does not change them
    const publisher = await reviewer();
    expect((await call(publisher, 'classes?kind=case', undefined, 'GET')).status).toBe(200);
    expect((await call(publisher, 'class/save', { kind: 'case', name: '审核员新建', sort: 0 })).status).toBe(
      403,
    );
  });
});

const createdCase = (writer: Caller, classId: string) =>
  created(writer, {
    kind: 'case',
    title: '冷链案例',
    summary: '',
    coverUrl: null,
    content: '<p>案例正文</p>',
    publishedAt: null,
    classId,
    providerName: '贵州冷链物流有限公司',
    regionCode: '520102',
    tags: [],
    contactName: '',
    contactPhone: '',
  });

describe('what a review found', () => {
  it('a restore carries its source’s authors: rejected text cannot come back to be published by its writer', async () => {
    const both = await signedInUser(context.db, { operatorRoles: ['contentEditor', 'contentReviewer'] });
    const writer = await editor();
    const publisher = await reviewer();
    const item = await submitted(both, newsFields({ title: '不合规的稿件' }));
    expect((await call(publisher, 'return', { id: item.id, version: 1, reason: '不合规' })).status).toBe(200);
    await call(writer, 'save', {
      id: item.id,
      baseVersion: 1,
      fields: newsFields({ title: '改写后的稿件' }),
    });
    await call(writer, 'submit', { id: item.id, version: 2 });
    expect((await call(publisher, 'publish', { id: item.id, version: 2 })).status).toBe(200);

    const restored = await call(writer, 'restore', { id: item.id, version: 1, baseVersion: 2 });
    expect(restored.body.data.pendingAuthorIds).toEqual(expect.arrayContaining([writer.id, both.id]));
    await call(writer, 'submit', { id: item.id, version: 3 });
    const refused = await call(both, 'publish', { id: item.id, version: 3 });
    expect(refused.status).toBe(403);
    expect(refused.body.reason).toBe('OWN_WORK');
  });

  it('after a withdrawal, what was reviewed before does not bar its writer from the next publication', async () => {
    const both = await signedInUser(context.db, { operatorRoles: ['contentEditor', 'contentReviewer'] });
    const writer = await editor();
    const publisher = await reviewer();
    const item = await submitted(both);
    await call(publisher, 'publish', { id: item.id, version: 1 });
    await call(publisher, 'withdraw', { id: item.id, reason: '暂时撤下' });
    await call(writer, 'save', { id: item.id, baseVersion: 1, fields: newsFields({ title: '重新发布' }) });
    await call(writer, 'submit', { id: item.id, version: 2 });
    const published = await call(both, 'publish', { id: item.id, version: 2 });
    expect(published.status, published.body.msg).toBe(200);
    expect((await publicNews(item.id)).data.title).toBe('重新发布');
  });

  it('refuses a picture address that is no whole id, and a publish date ahead, with a 4xx', async () => {
    const writer = await editor();
    const hyphens = await call(writer, 'create', {
      fields: newsFields({ coverUrl: '/files/------------------------------------.png' }),
    });
    expect(hyphens.status).toBe(400);
    const future = await call(writer, 'create', {
      fields: newsFields({ publishedAt: new Date(Date.now() + 3 * 86_400_000).toISOString() }),
    });
    expect(future.status).toBe(422);
    expect(future.body.msg).toContain('定时发布');
  });

  it('a class items have moved away from can go; restoring a version filed under it is then refused', async () => {
    const writer = await editor();
    const [from, to] = await Promise.all(
      ['迁出', '迁入'].map(async (name) => {
        const saved = await call(writer, 'class/save', {
          kind: 'case',
          name: `${name}${Date.now() % 100_000}`,
          sort: 0,
        });
        return saved.body.data.id as string;
      }),
    );
    const item = await createdCase(writer, from ?? '');
    const moved = await call(writer, 'save', {
      id: item.id,
      baseVersion: 1,
      fields: {
        ...(await call(writer, `item?id=${item.id}`, undefined, 'GET')).body.data.fields,
        classId: to,
      },
    });
    expect(moved.status, moved.body.msg).toBe(200);
    expect((await call(writer, 'class/delete', { id: from })).status).toBe(200);
    const restore = await call(writer, 'restore', { id: item.id, version: 1, baseVersion: 2 });
    expect(restore.status).toBe(422);
    expect(restore.body.msg).toContain('分类不存在');
  });

  it('a change of the text that keeps its length still shows on the trail', async () => {
    const writer = await editor();
    const item = await created(writer, newsFields({ content: '<p>茶园面积十六万亩</p>' }));
    await call(writer, 'save', {
      id: item.id,
      baseVersion: 1,
      fields: newsFields({ content: '<p>茶园面积十七万亩</p>' }),
    });
    const [, save] = await trailOf(item.id);
    expect(save?.action).toBe('editorial.save');
    expect(Object.keys(save?.after ?? {})).toContain('content');
    expect(save?.before?.content).not.toBe(save?.after?.content);
    // the trail's 变更 column shows it beside the 摘要 field: the digest is named so it is not read as a summary
    expect(save?.after?.content).toMatch(/^正文 \d+ 字符（校验码 [0-9a-f]{8}）$/);
  });
});
