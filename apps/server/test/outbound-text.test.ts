import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { inviteTenantMember } from '@rrsp/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_EVENTS } from '../src/platform/identity/events.ts';
import { tenants, users } from '../src/platform/identity/tables.ts';
import { notifierOutbox } from '../src/platform/notifier/tables.ts';
import { addMember, createTenant } from './fixtures.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { leishanTownship, settlementForm, uploadLicence } from './settlement-fixtures.ts';
import { decideAsOperator, serviceForm, uploadImage } from './shelf-fixtures.ts';
import { signedInCall, signedInUser, tenantAdminCaller } from './signed-in-call.ts';
import { waitFor } from './wait.ts';

/**
 * Every SMS and e-mail goes out under the platform's signature, so it carries only text the platform controls
 * (issue 23; platform/notifier/platform-text.ts). This walks each sender that a user's words could reach — with a user
 * typing a link wherever a form lets them — and reads what was really stored in the outbox.
 */
const TYPED = '点击 http://evil.example 领奖';

let context: TestContext;
let township: string;
beforeAll(async () => {
  context = await createTestContext();
  township = await leishanTownship(context.db);
});
afterAll(async () => context?.close());

const outboxOf = async (recipient: string, purpose: string) =>
  waitFor(async () => {
    const rows = await context.db
      .select()
      .from(notifierOutbox)
      .where(eq(notifierOutbox.recipient, recipient));
    return rows.find((row) => row.purpose === purpose);
  });

const expectPlatformTextOnly = (entry: { body: string; subject: string | null; html: string | null }) => {
  for (const text of [entry.body, entry.subject ?? '', entry.html ?? '']) {
    expect(text).not.toContain('evil.example');
    expect(text).not.toContain('点击');
  }
};

describe('what users type never reaches an SMS or an e-mail', () => {
  it('a shelf item named and taken down with a link: neither its name nor the reason is texted', async () => {
    const provider = await tenantAdminCaller(context, { roles: ['servant'], prefix: '/basics/pc' });
    const operator = await signedInUser(context.db, { operatorRoles: ['marketReviewer'] });
    const contactMobile = '13985559001';
    const image = await uploadImage(context.app, provider.admin.token);
    const saved = await provider.call(
      '/serviceCenter/saveOrUpdate',
      serviceForm({ name: TYPED, regionCode: township, imageFileIds: [image], contactMobile }),
    );
    expect(saved.status, saved.body.msg).toBe(200);
    const id = saved.body.data.id as string;
    await provider.call('/serviceCenter/publish', { id });
    expect((await decideAsOperator(context.app, operator.token, 'approve', { id })).status).toBe(200);

    // a request (the requester's name and message typed too) and a reply: both sides get an SMS
    const requester = await tenantAdminCaller(context, { roles: ['participant'], prefix: '/basics/pc' });
    const asked = await requester.call('/serviceCenter/smsCooperateSend', {
      itemId: id,
      name: TYPED,
      mobile: '13985551234',
      message: TYPED,
    });
    expect(asked.status, asked.body.msg).toBe(200);
    expectPlatformTextOnly(await outboxOf(contactMobile, 'cooperation-request'));
    const replied = await provider.call('/cooperation/reply', { id: asked.body.data.id, reply: TYPED });
    expect(replied.status, replied.body.msg).toBe(200);
    expectPlatformTextOnly(await outboxOf(requester.admin.mobile ?? '', 'cooperation-replied'));

    const down = await decideAsOperator(context.app, operator.token, 'offShelf', { id, reason: TYPED });
    expect(down.status, down.body.msg).toBe(200);
    expectPlatformTextOnly(await outboxOf(provider.admin.mobile ?? '', 'shelf-taken-down'));
  });

  it('a settlement under a made-up name, rejected: the SMS does not repeat the name', async () => {
    const applicant = await signedInUser(context.db);
    const operator = await signedInUser(context.db, { operatorRoles: ['marketReviewer'] });
    const licence = await uploadLicence(context.app, applicant.token);
    const form = settlementForm({
      licenceFileId: licence.body.data.fileId,
      regionCode: township,
      name: TYPED,
    });
    const sent = await signedInCall(
      context.app,
      'POST',
      '/basics/pc/tenant/settlement/submit',
      applicant.token,
      {
        body: form,
      },
    );
    expect(sent.status, sent.body.msg).toBe(200);
    const rejected = await signedInCall(
      context.app,
      'POST',
      '/basics/admin/settlement/reject',
      operator.token,
      {
        body: { applicationId: sent.body.data.applicationId, remark: TYPED, fieldReasons: {} },
      },
    );
    expect(rejected.status, rejected.body.msg).toBe(200);
    expectPlatformTextOnly(await outboxOf(applicant.mobile ?? '', 'settlement-rejected'));
  });

  it('an invitation names a settled tenant, never one whose name no operator has checked', async () => {
    const invite = async (status: 'approved' | 'pending', name: string, mobile: string) => {
      const tenant = await createTenant(context.db, ['participant'], status);
      await context.db.update(tenants).set({ name }).where(eq(tenants.id, tenant.id));
      const admin = await signedInUser(context.db);
      await addMember(context.db, tenant.id, admin.id, true);
      const answer = await signedInCall(context.app, 'POST', inviteTenantMember.path, admin.token, {
        tenantId: tenant.id,
        body: { mobile },
      });
      expect(answer.status, answer.body.msg).toBe(200);
      return outboxOf(mobile, 'tenant-invitation');
    };
    const unchecked = await invite('pending', TYPED, '13985559002');
    expectPlatformTextOnly(unchecked);
    expect(unchecked.body).toContain('一个主体邀请您成为主体成员');
    const settled = await invite('approved', '雷山县丹江镇茶叶专业合作社', '13985559003');
    expect(settled.body).toContain('「雷山县丹江镇茶叶专业合作社」邀请您成为主体成员');
  });

  it('an e-mail address verified by someone who took over a session: the SMS hides its domain', async () => {
    const owner = await signedInUser(context.db);
    await context.db.transaction((tx) =>
      context.app.events.record(tx, {
        type: IDENTITY_EVENTS.emailVerified,
        payload: { userId: owner.id, email: 'prize@evil.example' },
      }),
    );
    const sms = await outboxOf(owner.mobile ?? '', 'security-notice');
    expectPlatformTextOnly(sms);
    expect(sms.body).toContain('p***@e***.example');
  });

  it('an e-mail of the message centre names the kind of message, not its title', async () => {
    const user = await signedInUser(context.db);
    await context.db
      .update(users)
      .set({ email: `u${Date.now()}@example.cn`, emailVerifiedAt: new Date() })
      .where(eq(users.id, user.id));
    await context.app.messenger.preferences.save(user.id, {
      preferences: [{ kind: 'cooperation.replied', sms: false, email: true }],
    });
    await context.app.messenger.send([
      {
        userId: user.id,
        kind: 'cooperation.replied',
        title: TYPED,
        body: TYPED,
        link: null,
        dedupeKey: `outbound-text:${user.id}`,
      },
    ]);
    const [mail] = await context.db
      .select()
      .from(notifierOutbox)
      .where(
        sql`${notifierOutbox.channel} = 'email' and ${notifierOutbox.purpose} = 'message:cooperation.replied'`,
      );
    expect(mail).toBeDefined();
    if (mail) expectPlatformTextOnly(mail);
    expect(mail?.subject).toContain('合作申请获得回复');
  });

  it('and nothing in the whole outbox carries it', async () => {
    const leaked = await context.db
      .select({ purpose: notifierOutbox.purpose })
      .from(notifierOutbox)
      .where(
        sql`concat_ws(' ', ${notifierOutbox.body}, ${notifierOutbox.subject}, ${notifierOutbox.html}) like '%evil.example%'`,
      );
    expect(leaked).toEqual([]);
  });
});

const SRC = path.resolve(import.meta.dirname, '../src');

const sourceFiles = async (): Promise<{ file: string; text: string }[]> => {
  const entries = await readdir(SRC, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.relative(SRC, path.join(entry.parentPath, entry.name)));
  return Promise.all(
    files.sort().map(async (file) => ({ file, text: await readFile(path.join(SRC, file), 'utf8') })),
  );
};

/**
 * Every place that sends an SMS or an e-mail, and what holds it to platform text beyond its types: a walk above, or
 * only fixed wording with numbers the platform made. A new sender fails here until it is added with its walk.
 */
const SENDERS: Record<string, string> = {
  'modules/account/security-notices.ts': 'walked: the e-mail notice',
  'modules/portal/marketplace/cooperation/cooperation-notices.ts': 'walked: the request',
  'modules/portal/marketplace/cooperation/cooperation-service.ts': 'walked: the reply',
  'modules/portal/marketplace/shelf/shelf-notices.ts': 'walked: the take-down',
  'modules/portal/tenancy/settlement/settlement-notices.ts': 'walked: the rejection',
  'modules/portal/tenancy/tenants/member-notices.ts': 'walked: the invitation',
  'modules/sso/appeal-cancellation.ts': 'fixed wording and apply numbers',
  'modules/sso/appeal-review-service.ts': 'fixed wording and apply numbers',
  'modules/sso/plugin.ts': 'fixed wording, apply numbers and a username of letters and digits',
  'platform/messaging/messenger.ts': 'walked: the message-centre e-mail',
  'platform/verification/code-sender.ts': 'fixed wording and codes',
};

describe('the senders of SMS and e-mail', () => {
  it('are all known here, each with what holds it to platform text', async () => {
    const sending = (await sourceFiles())
      .filter(({ text }) => /\.send(?:Sms|Email)\(|\bsms: \{|\bconst sms = \{/.test(text))
      .map(({ file }) => file)
      .filter((file) => !file.startsWith('platform/notifier/'));
    expect(sending).toEqual(Object.keys(SENDERS).sort());
  });

  it('make PlatformText only through platform-text.ts: no cast to it anywhere else', async () => {
    const casting = (await sourceFiles())
      .filter(({ file }) => file !== 'platform/notifier/platform-text.ts')
      .filter(({ text }) => /\bas\s+(?:unknown\s+as\s+)?PlatformText\b/.test(text))
      .map(({ file }) => file);
    expect(casting).toEqual([]);
  });
});
