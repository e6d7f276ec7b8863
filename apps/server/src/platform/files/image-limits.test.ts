import { randomUUID } from 'node:crypto';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_MAX_PIXELS, IMAGE_MAX_PIXELS_TEXT } from '@rrsp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blankPng } from '../../../test/blank-png.ts';
import { createUser, openSession } from '../../../test/fixtures.ts';
import { createTestContext, portalHeaders, type TestContext } from '../../../test/harness.ts';
import { multipartBody, TINY_PNG } from '../../../test/multipart.ts';
import { watermarkedKeyOf } from './file-service.ts';
import { IMAGE_JOBS_AT_ONCE, imageWorkLoad, withImageSlot } from './image-work.ts';
import { storedFiles } from './tables.ts';
import { watermarkRenderCount } from './watermark.ts';

/** Issue 23, faults 2 and 3: pixels bounded at upload, a licence's watermarked copy drawn once, never a 500. */
let ctx: TestContext;
let owner: { id: string; token: string };
beforeAll(async () => {
  ctx = await createTestContext();
  const user = await createUser(ctx.db);
  owner = { id: user.id, token: await openSession(ctx.db, user.id) };
});
afterAll(async () => ctx?.close());

const upload = (kind: 'image' | 'licence', bytes: Buffer, filename = 'photo.png') => {
  const body = multipartBody({ filename, contentType: 'image/png', bytes });
  return ctx.app.inject({
    method: 'POST',
    url: `/basics/common/obs/upload?kind=${kind}`,
    headers: portalHeaders({ 'content-type': body.contentType, Authorization: owner.token }),
    payload: body.payload,
  });
};

const linkOf = async (fileId: string): Promise<string> => {
  const response = await ctx.app.inject({
    url: `/basics/common/obs/privateLink?fileId=${fileId}`,
    headers: portalHeaders({ Authorization: owner.token }),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.url;
};

const onDisk = (key: string) => path.join(ctx.config.dataDir, 'files', ...key.split('/'));
const exists = (key: string) =>
  stat(onDisk(key)).then(
    () => true,
    () => false,
  );

/** A licence as a version before issue 23 kept it: the upload's bytes and its row, no watermarked copy. */
const storeAsBeforeTheFix = async (bytes: Buffer) => {
  const storageKey = `private/licence/202401/${randomUUID()}.png`;
  await mkdir(path.dirname(onDisk(storageKey)), { recursive: true });
  await writeFile(onDisk(storageKey), bytes);
  const [row] = await ctx.db
    .insert(storedFiles)
    .values({
      kind: 'licence',
      visibility: 'private',
      storageKey,
      mime: 'image/png',
      size: bytes.length,
      originalName: '营业执照.png',
      ownerUserId: owner.id,
    })
    .returning();
  if (!row) throw new Error('no row');
  return row;
};

describe('pictures are bounded in pixels at upload', () => {
  // 400 million pixels in about 50 KB: decoded, more than a gigabyte
  const huge = blankPng(20_000, 20_000);

  it.each(['image', 'licence'] as const)(
    'refuses a 20000×20000 PNG as %s with a 400 that names the limit',
    async (kind) => {
      const before = watermarkRenderCount();
      const response = await upload(kind, huge);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 400, reason: 'VALIDATION' });
      expect(response.json().msg).toBe(
        `图片像素过大：最多 ${IMAGE_MAX_PIXELS_TEXT}，这张是 20000×20000，请缩小后重新上传`,
      );
      // refused from the header: nothing was drawn
      expect(watermarkRenderCount()).toBe(before);
    },
  );

  it('refuses an appeal ID photo over the limit too (every kind goes through the same check)', async () => {
    await expect(
      ctx.app.files.store({ kind: 'id-photo', bytes: huge, originalName: 'id.png', ownerUserId: null }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringContaining('图片像素过大') });
  });

  it('takes a picture of exactly the limit, as a public picture and as a licence', async () => {
    const atLimit = blankPng(10_000, IMAGE_MAX_PIXELS / 10_000);
    expect((await upload('image', atLimit)).statusCode).toBe(200);
    expect((await upload('licence', atLimit)).statusCode).toBe(200);
    // and one pixel row more is refused
    expect((await upload('image', blankPng(10_000, IMAGE_MAX_PIXELS / 10_000 + 1))).statusCode).toBe(400);
  });

  it('refuses a picture whose header cannot be read', async () => {
    const broken = Buffer.concat([TINY_PNG.subarray(0, 16), Buffer.alloc(64)]);
    const response = await upload('image', broken);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toMatch(/无法作为图片打开/);
  });
});

describe("a licence's watermarked copy is drawn once", () => {
  it('draws it at upload, keeps it in storage, and serves two views without drawing', async () => {
    const before = watermarkRenderCount();
    const uploaded = await upload('licence', blankPng(1200, 850), '营业执照.png');
    expect(uploaded.statusCode).toBe(200);
    expect(watermarkRenderCount()).toBe(before + 1);
    const row = await ctx.app.files.byId(uploaded.json().data.fileId);
    if (!row) throw new Error('no row');
    expect(await exists(watermarkedKeyOf(row.storageKey))).toBe(true);

    const url = await linkOf(row.id);
    const first = await ctx.app.inject({ url });
    const second = await ctx.app.inject({ url });
    for (const view of [first, second]) {
      expect(view.statusCode).toBe(200);
      expect(view.headers['content-type']).toBe('image/jpeg');
      expect(view.rawPayload.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
    }
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(watermarkRenderCount()).toBe(before + 1);
  });

  it('draws the copy of a licence stored before the fix on its first view, and keeps it', async () => {
    const row = await storeAsBeforeTheFix(blankPng(1200, 850));
    const url = await linkOf(row.id);
    const before = watermarkRenderCount();
    expect((await ctx.app.inject({ url })).statusCode).toBe(200);
    expect(watermarkRenderCount()).toBe(before + 1);
    expect(await exists(watermarkedKeyOf(row.storageKey))).toBe(true);
    expect((await ctx.app.inject({ url })).statusCode).toBe(200);
    expect(watermarkRenderCount()).toBe(before + 1);
  });

  it('answers a 4xx envelope, never a 500, for a licence stored before the fix that can never be drawn', async () => {
    const oversized = await storeAsBeforeTheFix(blankPng(20_000, 20_000));
    const view = await ctx.app.inject({ url: await linkOf(oversized.id) });
    expect(view.statusCode).toBe(422);
    expect(view.json()).toMatchObject({ code: 422, reason: 'BUSINESS_RULE' });
    expect(view.json().msg).toContain('20000×20000');

    const truncated = blankPng(1200, 850);
    const broken = await storeAsBeforeTheFix(truncated.subarray(0, truncated.length - 40));
    const brokenView = await ctx.app.inject({ url: await linkOf(broken.id) });
    expect(brokenView.statusCode).toBe(422);
    expect(brokenView.json().msg).toMatch(/已损坏/);
  });
});

describe('sharp work per process', () => {
  it(`runs at most ${IMAGE_JOBS_AT_ONCE} pieces of sharp work at once; the rest wait their turn`, async () => {
    let most = 0;
    const finished = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        withImageSlot(async () => {
          most = Math.max(most, imageWorkLoad().running);
          await new Promise((resolve) => setTimeout(resolve, 5));
          return index;
        }),
      ),
    );
    expect(finished).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(IMAGE_JOBS_AT_ONCE);
    expect(imageWorkLoad()).toEqual({ running: 0, waiting: 0 });
  });
});
