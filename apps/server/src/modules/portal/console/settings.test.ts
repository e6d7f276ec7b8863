import type { PlatformSettings } from '@rrsp/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, portalHeaders, type TestContext } from '../../../../test/harness.ts';
import { multipartBody, TINY_PNG } from '../../../../test/multipart.ts';
import { signedInCall, signedInUser } from '../../../../test/signed-in-call.ts';
import { bootstrapSystemData } from '../../../bootstrap.ts';
import { DEMO_PARTNERS } from '../../../partners.ts';
import { PARTNER_ENDPOINT_CODE } from '../../../platform/auth/portal-app.ts';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

const superAdmin = () => signedInUser(context.db, { operatorRoles: ['superAdmin'] });
const current = async (token: string) => {
  const answer = await signedInCall(context.app, 'GET', '/basics/admin/settings/info', token);
  expect(answer.status, answer.body.msg).toBe(200);
  return answer.body.data as { settings: PlatformSettings; version: number; savedByName: string | null };
};
const save = (token: string, body: unknown) =>
  signedInCall(context.app, 'POST', '/basics/admin/settings/save', token, { body });
const restore = (token: string, body: unknown) =>
  signedInCall(context.app, 'POST', '/basics/admin/settings/restore', token, { body });
const publicConfig = async () => {
  const response = await context.app.inject({
    method: 'GET',
    url: '/basics/pc/rrPlatformConfiguration/getInfo',
    headers: { appKey: 'rrsp-portal', endpointCode: 'pc-portal' },
  });
  return response.json().data;
};
const trailOf = async (token: string, action: string) =>
  (await signedInCall(context.app, 'POST', '/basics/admin/audit/list', token, { body: { action } })).body.data
    .rows as {
    objectId: string;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
    remark: string;
  }[];

describe('platform settings', () => {
  it('a rename and new record numbers count at once for every caller, as a new version on the record', async () => {
    const admin = await superAdmin();
    // the public answer is prepared once, then kept: the save must drop it
    expect((await publicConfig()).platformName).toBe('乡村振兴服务平台');
    const before = await current(admin.token);

    const saved = await save(admin.token, {
      baseVersion: before.version,
      settings: {
        ...before.settings,
        platformName: '黔乡振兴服务平台',
        icpRecord: '黔ICP备 20261126号-1',
        publicSecurityRecord: '贵公网安备 52011502001126号',
      },
    });
    expect(saved.status, saved.body.msg).toBe(200);
    expect(saved.body.data).toMatchObject({ version: before.version + 1, savedByName: admin.nickName });

    const shown = await publicConfig();
    expect(shown).toMatchObject({
      platformName: '黔乡振兴服务平台',
      icpRecord: '黔ICP备 20261126号-1',
      publicSecurityRecord: '贵公网安备 52011502001126号',
    });
    // the partners' app keys are the platform's, never the public's
    expect(JSON.stringify(shown)).not.toContain('appKey');

    const versions = await signedInCall(context.app, 'POST', '/basics/admin/settings/versions', admin.token, {
      body: {},
    });
    expect(versions.body.data.rows[0]).toMatchObject({
      version: before.version + 1,
      savedByName: admin.nickName,
      changed: ['platformName', 'icpRecord', 'publicSecurityRecord'],
      current: true,
    });
    const [entry] = await trailOf(admin.token, 'settings.save');
    expect(entry).toMatchObject({
      objectId: String(before.version + 1),
      before: { platformName: '乡村振兴服务平台', icpRecord: before.settings.icpRecord },
      after: { platformName: '黔乡振兴服务平台', icpRecord: '黔ICP备 20261126号-1' },
    });
  });

  it('refuses a save made from an older version, and of thirty at once from one version keeps exactly one', async () => {
    const admin = await superAdmin();
    const base = await current(admin.token);
    const attempts = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        save(admin.token, {
          baseVersion: base.version,
          settings: { ...base.settings, hotline: `0851-0000 ${String(index).padStart(4, '0')}` },
        }),
      ),
    );
    const statuses = attempts.map((attempt) => attempt.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(29);
    expect(attempts.find((attempt) => attempt.status === 409)?.body.msg).toContain(
      '请刷新后在最新版本上修改',
    );
    const winner = attempts.find((attempt) => attempt.status === 200)?.body.data;
    const after = await current(admin.token);
    expect(after.version).toBe(base.version + 1);
    expect(after.settings.hotline).toBe(winner.settings.hotline);

    const unchanged = await save(admin.token, { baseVersion: after.version, settings: after.settings });
    expect(unchanged.status).toBe(422);
    expect(unchanged.body.msg).toBe('没有需要保存的修改');
  });

  it('restores an earlier version as the newest, on the record', async () => {
    const admin = await superAdmin();
    const start = await current(admin.token);
    const changed = await save(admin.token, {
      baseVersion: start.version,
      settings: { ...start.settings, slogan: '一段很快会被撤回的口号' },
    });
    expect(changed.status).toBe(200);

    const stale = await restore(admin.token, { version: start.version, baseVersion: start.version });
    expect(stale.status).toBe(409);
    const restored = await restore(admin.token, { version: start.version, baseVersion: start.version + 1 });
    expect(restored.status, restored.body.msg).toBe(200);
    expect(restored.body.data.version).toBe(start.version + 2);
    expect(restored.body.data.settings).toEqual(start.settings);
    expect((await publicConfig()).slogan).toBe(start.settings.slogan);

    const [entry] = await trailOf(admin.token, 'settings.restore');
    expect(entry).toMatchObject({
      before: { slogan: '一段很快会被撤回的口号' },
      after: { slogan: start.settings.slogan },
      remark: `恢复为第 ${start.version} 版`,
    });
    const missing = await restore(admin.token, { version: 99_999, baseVersion: start.version + 2 });
    expect(missing.status).toBe(404);
  });

  it('refuses what the portal cannot show safely, naming the field', async () => {
    const admin = await superAdmin();
    const { settings, version } = await current(admin.token);
    const refused = async (change: Partial<Record<keyof PlatformSettings, unknown>>) => {
      const answer = await save(admin.token, { baseVersion: version, settings: { ...settings, ...change } });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      return answer.body.msg;
    };
    expect(await refused({ platformName: '  ' })).toContain('请填写平台名称');
    expect(await refused({ platformName: '名'.repeat(31) })).toContain('平台名称最多 30 个字');
    expect(await refused({ footerLinks: [{ title: '链接', url: 'javascript:alert(1)' }] })).toContain(
      '链接地址须为站内路径',
    );
    expect(await refused({ footerLinks: [{ title: '链接', url: '//evil.example/x' }] })).toContain(
      '链接地址',
    );
    expect(await refused({ logoUrl: 'https://evil.example/logo.png' })).toContain('图片须上传到本平台');
    expect(await refused({ hotline: '0851\n8888' })).toContain('不能包含控制字符');
    // browsers read "/\\host" as another site
    expect(await refused({ footerLinks: [{ title: '链接', url: '/\\evil.example' }] })).toContain('链接地址');
    expect(await refused({ platformName: '平台】您的验证码' })).toContain('不能包含【】');
    expect(
      await refused({ partnerPlatforms: [...settings.partnerPlatforms, settings.partnerPlatforms[0]] }),
    ).toContain('合作平台不能重复');
    expect((await current(admin.token)).version).toBe(version);
  });

  it('keeps the pictures it shows: an upload is attached to the settings, a foreign or private file refused', async () => {
    const admin = await superAdmin();
    const upload = multipartBody({ filename: 'logo.png', contentType: 'image/png', bytes: TINY_PNG });
    const uploaded = await context.app.inject({
      method: 'POST',
      url: '/basics/common/obs/upload?kind=image',
      headers: portalHeaders({ Authorization: admin.token, 'content-type': upload.contentType }),
      payload: upload.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { fileId, url } = uploaded.json().data as { fileId: string; url: string };
    const { settings, version } = await current(admin.token);
    const saved = await save(admin.token, { baseVersion: version, settings: { ...settings, logoUrl: url } });
    expect(saved.status, saved.body.msg).toBe(200);
    const attached = await context.db.execute(sql`select attached_to from stored_files where id = ${fileId}`);
    // attached, so the hourly purge of abandoned uploads leaves it
    expect(attached.rows).toEqual([{ attached_to: 'platform-settings' }]);

    const unknown = await save(admin.token, {
      baseVersion: version + 1,
      settings: { ...settings, logoUrl: '/files/00000000-0000-4000-8000-000000000000.png' },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.msg).toContain('图片已失效');
  });

  it('never lets a partner take the portal’s own app key or platform id', async () => {
    const admin = await superAdmin();
    const { settings, version } = await current(admin.token);
    const [first, ...others] = settings.partnerPlatforms;
    if (!first) throw new Error('the demo partners seed the settings');
    for (const change of [{ appKey: 'rrsp-portal' }, { platformId: 'rrsp-portal' }]) {
      const refused = await save(admin.token, {
        baseVersion: version,
        settings: { ...settings, partnerPlatforms: [{ ...first, ...change }, ...others] },
      });
      expect(refused.status, JSON.stringify(change)).toBe(409);
    }
    // the portal still answers
    expect((await publicConfig()).platformName).toBeTruthy();
    const portal = await context.db.execute(
      sql`select endpoint_codes, enabled from registered_apps where app_key = 'rrsp-portal'`,
    );
    expect(portal.rows).toEqual([{ endpoint_codes: ['pc-portal'], enabled: true }]);
  });

  it('is a 超级管理员’s alone', async () => {
    for (const role of ['contentEditor', 'contentReviewer', 'marketReviewer', 'accountManager'] as const) {
      const operator = await signedInUser(context.db, { operatorRoles: [role] });
      const answer = await signedInCall(context.app, 'GET', '/basics/admin/settings/info', operator.token);
      expect(answer.status).toBe(403);
      expect(answer.body.reason).toBe('OPERATOR_ROLE_REQUIRED');
    }
  });

  it('makes no change whose audit row cannot be written', async () => {
    const admin = await superAdmin();
    const before = await current(admin.token);
    await context.db.execute(sql`
      create function refuse_settings_audit() returns trigger language plpgsql as $$
      begin
        if new.object_type = 'platformSettings' then raise exception 'audit trail unavailable'; end if;
        return new;
      end $$`);
    await context.db.execute(
      sql`create trigger refuse_settings_audit before insert on audit_trail for each row execute function refuse_settings_audit()`,
    );
    try {
      const answer = await save(admin.token, {
        baseVersion: before.version,
        settings: { ...before.settings, platformName: '不会生效的名称' },
      });
      expect(answer.status).toBeGreaterThanOrEqual(500);
    } finally {
      await context.db.execute(sql`drop trigger refuse_settings_audit on audit_trail`);
      await context.db.execute(sql`drop function refuse_settings_audit()`);
    }
    expect(await current(admin.token)).toEqual(before);
    expect((await publicConfig()).platformName).toBe(before.settings.platformName);
  });
});

describe('partner platforms in the settings', () => {
  const partnerCall = (appKey: string) =>
    context.app.inject({
      method: 'GET',
      url: '/basics/pc/rrPlatformConfiguration/getInfo',
      headers: { appKey, endpointCode: PARTNER_ENDPOINT_CODE },
    });

  it('a new app key works at once and the old one stops; a removed partner gets no tickets', async () => {
    const admin = await superAdmin();
    const { settings, version } = await current(admin.token);
    const [mall, ...others] = settings.partnerPlatforms;
    if (!mall) throw new Error('the demo partners seed the settings');
    expect((await partnerCall(mall.appKey)).statusCode).toBe(200);

    const renamed = { ...mall, name: '贵州商城（新）', appKey: 'rotated-gz-mall-key' };
    const saved = await save(admin.token, {
      baseVersion: version,
      settings: { ...settings, partnerPlatforms: [renamed, ...others] },
    });
    expect(saved.status, saved.body.msg).toBe(200);
    expect((await partnerCall(mall.appKey)).statusCode).toBe(401);
    expect((await partnerCall('rotated-gz-mall-key')).statusCode).toBe(200);
    expect(
      (await publicConfig()).partnerPlatforms.map((partner: { name: string }) => partner.name),
    ).toContain('贵州商城（新）');

    const removed = await save(admin.token, {
      baseVersion: version + 1,
      settings: { ...settings, partnerPlatforms: others },
    });
    expect(removed.status).toBe(200);
    expect((await partnerCall('rotated-gz-mall-key')).statusCode).toBe(401);
    const services = await context.db.execute(
      sql`select enabled from cas_services where id = ${mall.platformId}`,
    );
    expect(services.rows).toEqual([{ enabled: false }]);

    // an old version restored does not bring a withdrawn partner back: the partners stay as they are
    const restored = await restore(admin.token, { version, baseVersion: version + 2 });
    expect(restored.status).toBe(422);
    expect(restored.body.msg).toBe('该版本与当前设置相同，无需恢复');
    expect((await partnerCall(mall.appKey)).statusCode).toBe(401);

    // the environment seeds the partners on the first start only: a restart keeps the operator's list
    await bootstrapSystemData(context.db, DEMO_PARTNERS);
    expect((await current(admin.token)).settings.partnerPlatforms.map((partner) => partner.code)).toEqual(
      others.map((partner) => partner.code),
    );
    expect((await partnerCall(mall.appKey)).statusCode).toBe(401);
  });
});
