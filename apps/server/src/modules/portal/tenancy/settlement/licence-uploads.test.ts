import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createTenant, createUser, openSession } from '../../../../../test/fixtures.ts';
import { createTestContext, type TestContext } from '../../../../../test/harness.ts';
import { TINY_PDF } from '../../../../../test/multipart.ts';
import {
  leishanTownship,
  licencePhoto,
  settlementForm,
  uploadLicence,
} from '../../../../../test/settlement-fixtures.ts';
import { signedInCall, signedInUser } from '../../../../../test/signed-in-call.ts';
import { storedFiles } from '../../../../platform/files/tables.ts';
import { settlementApplications } from './tables.ts';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

const person = (options: Parameters<typeof createUser>[1] = {}) => signedInUser(context.db, options);

/** Issue 9: each upload a settlement must refuse, refused with a sentence and a reason. */
describe('licence uploads that are refused', () => {
  it('a file whose content does not match its name', async () => {
    const { token } = await person();
    const answer = await uploadLicence(context.app, token, { filename: '营业执照.jpg', bytes: TINY_PDF });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ reason: 'VALIDATION' });
    expect(answer.body.msg).toContain('文件内容与文件名不符');
  });

  it('an oversized file', async () => {
    const { token } = await person();
    const big = Buffer.concat([await licencePhoto(), Buffer.alloc(10 * 1024 * 1024)]);
    const answer = await uploadLicence(context.app, token, { bytes: big });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ reason: 'TOO_LARGE', msg: '营业执照不能超过 10 MB' });
  });

  it('a path in the file name', async () => {
    const { token } = await person();
    for (const filename of ['../../etc/营业执照.jpg', 'C:\\Users\\a\\营业执照.jpg', '..']) {
      const answer = await uploadLicence(context.app, token, { filename });
      expect(answer.status, filename).toBe(400);
      expect(answer.body, filename).toMatchObject({
        reason: 'VALIDATION',
        msg: '文件名不能包含路径，请直接选择文件上传',
      });
    }
  });

  it('an SVG with a script', async () => {
    const { token } = await person();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><script>alert(document.cookie)</script><rect width="800" height="600"/></svg>',
    );
    const answer = await uploadLicence(context.app, token, {
      filename: '营业执照.svg',
      contentType: 'image/svg+xml',
      bytes: svg,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ reason: 'VALIDATION', msg: '请上传 JPG 或 PNG 格式的营业执照' });
  });

  it("another tenant's licence", async () => {
    // tenant A settled with this licence: it is attached to A's approved application
    const owner = await person();
    const operator = await createUser(context.db, { operatorRoles: ['marketReviewer'] });
    const township = await leishanTownship(context.db);
    const { fileId } = (await uploadLicence(context.app, owner.token)).body.data;
    const ownForm = settlementForm({ licenceFileId: fileId, regionCode: township });
    const sent = await signedInCall(context.app, 'POST', '/basics/pc/tenant/settlement/submit', owner.token, {
      body: ownForm,
    });
    expect(sent.status, sent.body.msg).toBe(200);
    const applicationId = sent.body.data.applicationId as string;
    const approved = await signedInCall(
      context.app,
      'POST',
      '/basics/admin/settlement/approve',
      await openSession(context.db, operator.id),
      { body: { applicationId } },
    );
    expect(approved.status, approved.body.msg).toBe(200);

    // the admin of tenant B, working in B, tries to pass A's licence off as their own
    const other = await createTenant(context.db, ['participant']);
    const thief = await person();
    await addMember(context.db, other.id, thief.id, true);
    const asThief = (method: 'GET' | 'POST', url: string, body?: unknown) =>
      signedInCall(context.app, method, url, thief.token, { tenantId: other.id, body });
    const form = settlementForm({ licenceFileId: fileId, regionCode: township });
    for (const url of ['/basics/pc/tenant/settlement/submit', '/basics/pc/tenant/settlement/save']) {
      const answer = await asThief('POST', url, form);
      expect(answer.status, url).toBe(400);
      expect(answer.body, url).toMatchObject({
        reason: 'VALIDATION',
        msg: '营业执照文件无效或不属于您，请重新上传',
      });
    }
    for (const url of [
      `/basics/common/obs/privateLink?fileId=${fileId}`,
      `/basics/pc/tenant/settlement/licence?applicationId=${applicationId}`,
    ]) {
      const link = await asThief('GET', url);
      expect(link.status, url).toBe(404);
      expect(link.body, url).toMatchObject({ reason: 'NOT_FOUND', data: null });
      expect(link.body.msg, url).toMatch(/[\u4e00-\u9fa5]/);
    }

    // the licence still belongs to A's application alone
    const [file] = await context.db.select().from(storedFiles).where(eq(storedFiles.id, fileId));
    expect(file?.attachedTo).toBe(`settlement:${applicationId}`);
    const [thiefs] = await context.db
      .select()
      .from(settlementApplications)
      .where(eq(settlementApplications.applicantUserId, thief.id));
    expect(thiefs?.licenceFileId ?? null).toBeNull();
  });

  it("another person's upload that is not attached to anything yet", async () => {
    const owner = await person();
    const thief = await person();
    const { fileId } = (await uploadLicence(context.app, owner.token)).body.data;
    const form = settlementForm({ licenceFileId: fileId, regionCode: await leishanTownship(context.db) });
    const submitted = await signedInCall(
      context.app,
      'POST',
      '/basics/pc/tenant/settlement/submit',
      thief.token,
      {
        body: form,
      },
    );
    expect(submitted.status).toBe(400);
    expect(submitted.body).toMatchObject({
      reason: 'VALIDATION',
      msg: '营业执照文件无效或不属于您，请重新上传',
    });
    // once the owner submits it, it belongs to that application and nobody else's
    const mine = await signedInCall(context.app, 'POST', '/basics/pc/tenant/settlement/submit', owner.token, {
      body: form,
    });
    expect(mine.status, mine.body.msg).toBe(200);
  });
});
