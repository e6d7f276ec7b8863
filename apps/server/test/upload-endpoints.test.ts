import { appealUpload, uploadFile } from '@rrsp/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../src/platform/files/tables.ts';
import { createUser, openSession } from './fixtures.ts';
import { createTestContext, portalHeaders, type TestContext } from './harness.ts';
import { brokenMultipartBodies, multipartBody, TINY_PNG, twoFiles } from './multipart.ts';

/**
 * Every upload endpoint reads its file through readUploadedFile and must answer broken multipart the same way (issue
 * 8) and a second file with a 400 rather than storing the first (issue 23, decision 010).
 */
let context: TestContext;
let signedInToken: string;
beforeAll(async () => {
  context = await createTestContext();
  const user = await createUser(context.db);
  signedInToken = await openSession(context.db, user.id);
});
afterAll(async () => {
  await context.close();
});

let nextAddress = 1;
const uploadEndpoints = [
  {
    name: `the appeal photo upload (${appealUpload.path}), open to anyone`,
    url: appealUpload.path,
    // the endpoint counts uploads per address; each request gets its own so no limit answers in its place
    headers: () => ({}),
    remoteAddress: () => `198.51.100.${nextAddress++}`,
  },
  {
    name: `the files service's upload (${uploadFile.path}), for a signed-in user`,
    url: `${uploadFile.path}?kind=image`,
    headers: () => ({ Authorization: signedInToken }),
    remoteAddress: () => '127.0.0.1',
  },
];

const storedFileCount = async () => (await context.db.select({ n: count() }).from(storedFiles))[0]?.n ?? 0;

describe.each(uploadEndpoints)('$name', (endpoint) => {
  const send = (contentType: string, payload: Buffer) =>
    context.app.inject({
      method: 'POST',
      url: endpoint.url,
      headers: portalHeaders({ ...endpoint.headers(), 'content-type': contentType }),
      payload,
      remoteAddress: endpoint.remoteAddress(),
    });

  it('answers every kind of broken multipart with a 400 envelope and a Chinese sentence', async () => {
    for (const broken of brokenMultipartBodies()) {
      const response = await send(broken.contentType, broken.payload);
      expect(response.statusCode, broken.name).toBe(400);
      expect(response.json(), broken.name).toMatchObject({ code: 400, reason: broken.reason });
      expect(response.json().msg, broken.name).toMatch(broken.message);
    }
    const good = multipartBody({ filename: 'id.png', contentType: 'image/png', bytes: TINY_PNG });
    expect((await send(good.contentType, good.payload)).statusCode).toBe(200);
  });

  it('refuses two files in one upload and stores neither', async () => {
    const before = await storedFileCount();
    const body = twoFiles();
    const response = await send(body.contentType, body.payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, reason: 'VALIDATION', msg: '一次只能上传一个文件' });
    expect(await storedFileCount()).toBe(before);
  });
});
