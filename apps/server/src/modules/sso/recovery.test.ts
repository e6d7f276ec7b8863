import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, portalHeaders, type TestContext } from '../../../test/harness.ts';
import {
  exchange,
  latestCode,
  outboxCount,
  postEncrypted,
  postJson,
} from '../../../test/identity-helpers.ts';
import { waitFor } from '../../../test/wait.ts';
import { storedFiles } from '../../platform/files/tables.ts';
import { createOutboxRepository } from '../../platform/notifier/outbox-repository.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
  await postJson(context.app, '/sso/reg/authreg', { mobile: '13985200001' });
  const code = await latestCode(context.db, '13985200001');
  const registered = await postEncrypted(context.app, '/sso/reg/regist', {
    username: 'shuichengkiwi',
    mobile: '13985200001',
    code,
    password: '红心猕猴桃-2026',
  });
  expect(registered.code).toBe(200);
});
afterAll(async () => {
  await context.close();
});

describe('forgotten password', () => {
  it('resets by SMS, ends existing sessions, and the new password signs in', async () => {
    const before = await postEncrypted(context.app, '/sso/loginByEncrypt', {
      account: 'shuichengkiwi',
      password: '红心猕猴桃-2026',
    });
    const oldToken = (await exchange(context.app, String(before.data.ticket))).body.data.token;

    const start = await postJson(context.app, '/sso/forget/cname', { account: 'shuichengkiwi' });
    const flowId = String(start.data.flowId);
    await postJson(context.app, '/sso/forget/checkmobile', { flowId, mobile: '13985200001' });
    const sent = await postJson(context.app, '/sso/forget/mobile/code', { flowId });
    expect(sent.code).toBe(200);
    const code = await latestCode(context.db, '13985200001');
    const reset = await postEncrypted(context.app, '/sso/forget/resetpwd', {
      flowId,
      code,
      password: '刺梨花开-2027',
    });
    expect(reset.code).toBe(200);

    const old = await context.app.inject({
      url: '/basics/user',
      headers: portalHeaders({ Authorization: oldToken }),
    });
    expect(old.statusCode).toBe(402);
    const oldPassword = await postEncrypted(context.app, '/sso/loginByEncrypt', {
      account: 'shuichengkiwi',
      password: '红心猕猴桃-2026',
    });
    expect(oldPassword.status).toBe(401);
    const newPassword = await postEncrypted(context.app, '/sso/loginByEncrypt', {
      account: 'shuichengkiwi',
      password: '刺梨花开-2027',
    });
    expect(newPassword.code).toBe(200);
  });

  it('answers the same for an unknown account or a wrong mobile, and sends nothing', async () => {
    const unknown = await postJson(context.app, '/sso/forget/cname', { account: 'no_such_person' });
    const known = await postJson(context.app, '/sso/forget/cname', { account: 'shuichengkiwi' });
    expect(unknown.msg).toBe(known.msg);
    const wrongMobile = await postJson(context.app, '/sso/forget/checkmobile', {
      flowId: known.data.flowId,
      mobile: '13985209999',
    });
    expect(wrongMobile.code).toBe(200);
    const sent = await postJson(context.app, '/sso/forget/mobile/code', { flowId: known.data.flowId });
    expect(sent.code).toBe(200);
    expect(await outboxCount(context.db, '13985209999')).toBe(0);
  });
});

describe('account appeal', () => {
  // a real JPEG: every picture is read at upload (its pixels are bounded, decision 025), a fake header is refused
  const idPhoto = () =>
    sharp({ create: { width: 400, height: 252, channels: 3, background: '#d9d4c7' } })
      .jpeg()
      .toBuffer();
  const upload = (bytes: Buffer, filename = 'id-front.jpg') => {
    const boundary = '----rrsp-test-boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return context.app.inject({
      method: 'POST',
      url: '/sso/appeal/upload',
      headers: portalHeaders({ 'content-type': `multipart/form-data; boundary=${boundary}` }),
      payload,
    });
  };

  it('takes an application with photos and a verified contact mobile, then finds it by its number', async () => {
    const lookup = await postJson(context.app, '/sso/appeal/queryByUserName', { username: 'shuichengkiwi' });
    expect(lookup.data).toEqual({ message: expect.stringContaining('请继续填写申诉材料') });
    expect(
      (await postJson(context.app, '/sso/appeal/checkApplied', { username: 'shuichengkiwi' })).data,
    ).toEqual({ applied: false });
    const apps = (
      await context.app.inject({ url: '/sso/appeal/randomApps', headers: portalHeaders() })
    ).json().data;
    expect(apps.length).toBeGreaterThan(2);

    const photo = await upload(await idPhoto());
    expect(photo.statusCode).toBe(200);
    const fileId = photo.json().data.fileId;
    await postJson(context.app, '/sso/appeal/checkMobile', { mobile: '13985200077' });
    const code = await latestCode(context.db, '13985200077');
    const saved = await postJson(context.app, '/sso/appeal/save', {
      username: 'shuichengkiwi',
      realName: '龙小平',
      idNumber: '520102199003070014',
      contactMobile: '13985200077',
      code,
      usedApps: [apps[0].code],
      photoIds: [fileId],
      reason: '原手机号已停用，无法接收验证码',
    });
    expect(saved.code, saved.msg).toBe(200);
    const applyNo = String(saved.data.applyNo);
    expect(applyNo).toMatch(/^SS\d{14}$/);

    const status = await postJson(context.app, '/sso/appeal/queryByApplyNo', { applyNo });
    expect(status.data).toMatchObject({ applyNo, status: 'pending', maskedUsername: 'sh****' });
    expect(
      (await postJson(context.app, '/sso/appeal/checkApplied', { username: 'shuichengkiwi' })).data,
    ).toEqual({ applied: true });
    // the photo now belongs to the application, and the applicant gets the number by SMS (a job, on the event)
    const [stored] = await context.db.select().from(storedFiles).where(eq(storedFiles.id, fileId));
    expect(stored).toMatchObject({ kind: 'id-photo', visibility: 'private' });
    expect(stored?.attachedTo).toMatch(/^appeal:/);
    const confirmation = await waitFor(async () => {
      const { entries } = await createOutboxRepository(context.db).list({ recipient: '13985200077' });
      return entries.find((entry) => entry.purpose === 'appeal-received');
    });
    expect(confirmation.body).toContain(`申诉编号 ${applyNo}`);
  });

  it('refuses a file that is not an image, whatever its name says', async () => {
    const fake = await upload(Buffer.from('<script>alert(1)</script>'), 'photo.jpg');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().msg).toMatch(/JPG、PNG 或 WebP/);
  });

  it('refuses an identity number whose check digit is wrong', async () => {
    const saved = await postJson(context.app, '/sso/appeal/save', {
      username: 'shuichengkiwi',
      realName: '龙小平',
      idNumber: '520102199003070011',
      contactMobile: '13985200077',
      code: '123456',
      photoIds: ['00000000-0000-4000-8000-000000000000'],
      reason: '原手机号已停用',
    });
    expect(saved.status).toBe(400);
    expect(saved.msg).toMatch(/校验位/);
  });

  it('answers 404 for an unknown apply number', async () => {
    const missing = await postJson(context.app, '/sso/appeal/queryByApplyNo', {
      applyNo: 'SS20261122000000',
    });
    expect(missing.status).toBe(404);
  });
});
