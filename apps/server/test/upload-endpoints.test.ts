import { appealUpload } from '@rrsp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, portalHeaders, type TestContext } from './harness.ts';
import { brokenMultipartBodies, multipartBody, TINY_PNG } from './multipart.ts';

/**
 * The upload endpoints other than the files service's own (whose test is platform/files/files.test.ts): each reads its
 * file through readUploadedFile and must answer broken multipart the same way (issue 8).
 */
let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

describe(`the appeal photo upload (${appealUpload.path}), open to anyone`, () => {
  const send = (contentType: string, payload: Buffer, remoteAddress: string) =>
    context.app.inject({
      method: 'POST',
      url: appealUpload.path,
      headers: portalHeaders({ 'content-type': contentType }),
      payload,
      // the endpoint counts uploads per address; each case gets its own so no limit answers in its place
      remoteAddress,
    });

  it('answers every kind of broken multipart with a 400 envelope and a Chinese sentence', async () => {
    for (const [index, broken] of brokenMultipartBodies().entries()) {
      const response = await send(broken.contentType, broken.payload, `198.51.100.${index + 1}`);
      expect(response.statusCode, broken.name).toBe(400);
      expect(response.json(), broken.name).toMatchObject({ code: 400, reason: broken.reason });
      expect(response.json().msg, broken.name).toMatch(broken.message);
    }
    const good = multipartBody({ filename: 'id.png', contentType: 'image/png', bytes: TINY_PNG });
    expect((await send(good.contentType, good.payload, '198.51.100.200')).statusCode).toBe(200);
  });
});
