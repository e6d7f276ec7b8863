import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, openSession } from '../../../test/fixtures.ts';
import { createTestContext, portalHeaders, type TestContext } from '../../../test/harness.ts';
import { brokenMultipartBodies, multipartBody, TINY_PDF, TINY_PNG } from '../../../test/multipart.ts';
import { startS3Server } from '../../../test/s3-server.ts';

const upload = async (
  ctx: TestContext,
  token: string | undefined,
  file: { filename: string; contentType: string; bytes: Buffer },
  kind = 'image',
) => {
  const body = multipartBody(file);
  return ctx.app.inject({
    method: 'POST',
    url: `/basics/common/obs/upload?kind=${kind}`,
    headers: portalHeaders({ 'content-type': body.contentType, ...(token ? { Authorization: token } : {}) }),
    payload: body.payload,
  });
};

const signedIn = async (ctx: TestContext, options: Parameters<typeof createUser>[1] = {}) => {
  const user = await createUser(ctx.db, options);
  return { user, token: await openSession(ctx.db, user.id) };
};

describe('files on the local driver', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx?.close());

  it('stores a public image under a generated name and serves it for a year', async () => {
    const { token } = await signedIn(ctx);
    const response = await upload(ctx, token, {
      filename: '茶园.png',
      contentType: 'image/png',
      bytes: TINY_PNG,
    });
    expect(response.statusCode).toBe(200);
    const stored = response.json().data;
    expect(stored).toMatchObject({
      kind: 'image',
      mime: 'image/png',
      size: TINY_PNG.length,
      name: '茶园.png',
    });
    expect(stored.url).toBe(`/files/${stored.fileId}.png`);

    const served = await ctx.app.inject({ url: stored.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);

    // nothing the client named reached the disk: the file sits under a generated key
    const month = await readdir(path.join(ctx.config.dataDir, 'files', 'public', 'image'));
    const names = await readdir(path.join(ctx.config.dataDir, 'files', 'public', 'image', month[0] ?? ''));
    expect(names.some((name) => /^[0-9a-f-]{36}\.png$/.test(name))).toBe(true);
  });

  it('reads the kind from the content, not the name, and says which formats it takes', async () => {
    const { token } = await signedIn(ctx);
    const html = await upload(ctx, token, {
      filename: 'photo.png',
      contentType: 'image/png',
      bytes: Buffer.from('<html><script>alert(1)</script></html>'),
    });
    expect(html.statusCode).toBe(400);
    expect(html.json()).toMatchObject({
      reason: 'VALIDATION',
      msg: '请上传 JPG、PNG、WebP 或 GIF 格式的图片',
    });
    const pdfAsImage = await upload(ctx, token, {
      filename: 'a.jpg',
      contentType: 'image/jpeg',
      bytes: TINY_PDF,
    });
    expect(pdfAsImage.statusCode).toBe(400);
  });

  it('holds each kind to its size limit', async () => {
    const { token } = await signedIn(ctx);
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload(ctx, token, { filename: 'big.png', contentType: 'image/png', bytes: big });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ reason: 'TOO_LARGE', msg: '图片不能超过 5 MB' });
  });

  it('serves a private licence only through a short link its owner or an operator can get, watermarked', async () => {
    const owner = await signedIn(ctx);
    const stranger = await signedIn(ctx);
    const operator = await signedIn(ctx, { operatorRoles: ['marketReviewer'] });
    const response = await upload(
      ctx,
      owner.token,
      { filename: '营业执照.png', contentType: 'image/png', bytes: TINY_PNG },
      'licence',
    );
    expect(response.statusCode).toBe(200);
    const stored = response.json().data;
    expect(stored).toMatchObject({ kind: 'licence', url: null, mime: 'image/png' });
    // not at a public address
    expect((await ctx.app.inject({ url: `/files/${stored.fileId}.png` })).statusCode).toBe(404);

    const linkFor = (token: string) =>
      ctx.app.inject({
        url: `/basics/common/obs/privateLink?fileId=${stored.fileId}`,
        headers: portalHeaders({ Authorization: token }),
      });
    expect((await linkFor(stranger.token)).statusCode).toBe(404);
    const operatorLink = await linkFor(operator.token);
    expect(operatorLink.statusCode).toBe(200);
    const { url, expiresInSeconds } = (await linkFor(owner.token)).json().data;
    expect(expiresInSeconds).toBe(300);
    const served = await ctx.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('private, no-store');
    // never the bytes as uploaded: a JPEG with the watermark drawn on it
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);

    const forged = url.replace(/signature=[^&]+/, 'signature=forged');
    expect((await ctx.app.inject({ url: forged })).json()).toMatchObject({ code: 403, reason: 'FORBIDDEN' });
    const stretched = url.replace(/expires=\d+/, `expires=${Math.floor(Date.now() / 1000) + 86_400}`);
    expect((await ctx.app.inject({ url: stretched })).statusCode).toBe(403);
  });

  it('asks a visitor to sign in before uploading', async () => {
    const response = await upload(ctx, undefined, {
      filename: 'a.png',
      contentType: 'image/png',
      bytes: TINY_PNG,
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers every kind of broken multipart with a 400 envelope and a Chinese sentence', async () => {
    const { token } = await signedIn(ctx);
    const send = (contentType: string, payload: Buffer) =>
      ctx.app.inject({
        method: 'POST',
        url: '/basics/common/obs/upload?kind=image',
        headers: portalHeaders({ Authorization: token, 'content-type': contentType }),
        payload,
      });
    for (const broken of brokenMultipartBodies()) {
      const response = await send(broken.contentType, broken.payload);
      expect(response.statusCode, broken.name).toBe(400);
      expect(response.json(), broken.name).toMatchObject({ code: 400, reason: broken.reason });
      expect(response.json().msg, broken.name).toMatch(broken.message);
    }
    const json = await send('application/json', Buffer.from('{"file":"a.png"}'));
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ reason: 'UNSUPPORTED_MEDIA_TYPE' });
    // and the endpoint still takes a good upload afterwards
    const good = multipartBody({ filename: 'a.png', contentType: 'image/png', bytes: TINY_PNG });
    expect((await send(good.contentType, good.payload)).statusCode).toBe(200);
  });

  it('reads multipart on the upload endpoint only: a JSON endpoint of the portal answers a multipart body with 415', async () => {
    // decision 033: the multipart parser's hooks no longer run on every portal route
    const upload = multipartBody({ filename: 'a.png', contentType: 'image/png', bytes: TINY_PNG });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/basics/pc/news/list',
      headers: portalHeaders({ 'content-type': upload.contentType }),
      payload: upload.payload,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 415, reason: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});

describe('files on the s3 driver, against a real S3-compatible server', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let ctx: TestContext;
  beforeAll(async () => {
    s3 = await startS3Server();
    ctx = await createTestContext(s3.env);
  });
  afterAll(async () => {
    await ctx?.close();
    await s3?.close();
  });

  it('stores an upload in the bucket and serves it back through the portal', async () => {
    const { token } = await signedIn(ctx);
    const response = await upload(ctx, token, {
      filename: '梯田.png',
      contentType: 'image/png',
      bytes: TINY_PNG,
    });
    expect(response.statusCode).toBe(200);
    const { url } = response.json().data;
    const served = await ctx.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
    // the bytes live in the S3 server's bucket, not under DATA_DIR
    expect(await readdir(path.join(ctx.config.dataDir, 'files')).catch(() => [])).toEqual([]);
    expect(JSON.stringify(await readdir(s3.directory, { recursive: true }))).toContain('public');
  });
});
