import { COOPERATION_LIMITS } from '@rrsp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../../test/harness.ts';
import { leishanTownship } from '../../../../../test/settlement-fixtures.ts';
import { decideAsOperator, serviceForm, uploadImage } from '../../../../../test/shelf-fixtures.ts';
import { signedInCall, signedInUser, tenantAdminCaller } from '../../../../../test/signed-in-call.ts';
import { waitFor } from '../../../../../test/wait.ts';
import { messages } from '../../../../platform/messaging/tables.ts';
import { createOutboxRepository } from '../../../../platform/notifier/outbox-repository.ts';
import { cooperationRequests } from './tables.ts';

let context: TestContext;
let township: string;

beforeAll(async () => {
  context = await createTestContext();
  township = await leishanTownship(context.db);
});
afterAll(async () => {
  await context.close();
});

const person = (options: Parameters<typeof signedInUser>[1] = {}) => signedInUser(context.db, options);

/** A tenant's admin calling with that tenant chosen. */
const member = (roles: ('participant' | 'servant')[]) =>
  tenantAdminCaller(context, { roles, prefix: '/basics/pc' });

let contactSequence = 0;

/** A service on the shelf, with its own contact mobile (the SMS goes there). */
const listedService = async (name?: string) => {
  const provider = await member(['servant']);
  const ops = await person({ operatorRoles: ['marketReviewer'] });
  contactSequence += 1;
  const contactMobile = `1398555${String(contactSequence).padStart(4, '0')}`;
  const image = await uploadImage(context.app, provider.admin.token);
  const saved = await provider.call(
    '/serviceCenter/saveOrUpdate',
    serviceForm({ regionCode: township, imageFileIds: [image], contactMobile, ...(name ? { name } : {}) }),
  );
  const id = saved.body.data.id as string;
  await provider.call('/serviceCenter/publish', { id });
  const approved = await decideAsOperator(context.app, ops.token, 'approve', { id });
  expect(approved.status, approved.body.msg).toBe(200);
  return { provider, id, contactMobile };
};

const request = (itemId: string, overrides: Record<string, unknown> = {}) => ({
  itemId,
  name: '杨阿妹',
  mobile: '13985551234',
  message: '合作社有 300 亩茶园，想预约下月的植保作业。',
  ...overrides,
});

describe('cooperation requests', () => {
  it('the provider gets an SMS with the mobile masked, opens, replies; the requester follows it', async () => {
    const { provider, id, contactMobile } = await listedService();
    const requester = await member(['participant']);
    // the name is the requester's own words: the SMS, sent under the platform's name, carries only the masked mobile
    const sent = await requester.call(
      '/serviceCenter/smsCooperateSend',
      request(id, { name: '速登 gz-bank.example 领补贴' }),
    );
    expect(sent.status, sent.body.msg).toBe(200);

    const sms = await waitFor(async () =>
      (await createOutboxRepository(context.db).list({ recipient: contactMobile })).entries.find(
        (entry) => entry.purpose === 'cooperation-request',
      ),
    );
    expect(sms.body).toContain('联系电话 139****1234');
    expect(sms.body).not.toContain('gz-bank');
    expect(sms.body).not.toContain('13985551234');

    const inbox = await provider.call('/cooperation/received', {});
    expect(inbox.body.data.unread).toBe(1);
    expect(inbox.body.data.rows[0]).toMatchObject({
      state: 'new',
      mobile: '139****1234',
      counterpartName: requester.tenant.name,
    });

    const opened = await provider.call('/cooperation/open', { id: sent.body.data.id });
    expect(opened.body.data).toMatchObject({ state: 'read', mobile: '13985551234' });
    expect((await provider.call('/cooperation/received', {})).body.data.unread).toBe(0);

    const replied = await provider.call('/cooperation/reply', {
      id: sent.body.data.id,
      reply: '可以，下周二上门看茶园。',
    });
    expect(replied.body.data).toMatchObject({ state: 'replied', reply: '可以，下周二上门看茶园。' });

    const mine = await requester.call('/cooperation/sent', {});
    expect(mine.body.data.rows[0]).toMatchObject({
      state: 'replied',
      counterpartName: provider.tenant.name,
      reply: '可以，下周二上门看茶园。',
    });
    const [notice] = await context.db.select().from(messages).where(eq(messages.userId, requester.admin.id));
    expect(notice).toMatchObject({ title: '合作申请有了回复', link: '/participants/cooperation?tab=sent' });

    // a second reply is a second message, but never a second SMS: replying in a loop must not text in a loop
    const second = await provider.call('/cooperation/reply', {
      id: sent.body.data.id,
      reply: '补充：周二上午九点。',
    });
    expect(second.status, second.body.msg).toBe(200);
    const replies = await context.db.select().from(messages).where(eq(messages.userId, requester.admin.id));
    expect(replies).toHaveLength(2);
    const requesterSms = (
      await createOutboxRepository(context.db).list({ recipient: requester.admin.mobile ?? '' })
    ).entries;
    expect(requesterSms.filter((entry) => entry.purpose === 'cooperation-replied')).toHaveLength(1);

    const closed = await requester.call('/cooperation/close', { id: sent.body.data.id });
    expect(closed.body.data.state).toBe('closed');
    const again = await provider.call('/cooperation/reply', { id: sent.body.data.id, reply: '还在吗？' });
    expect(again.status).toBe(409);
    expect(again.body.reason).toBe('ILLEGAL_TRANSITION');
  });

  it('sends the publisher an SMS of platform text only: neither the requester name nor the item name a user typed', async () => {
    const typed = '点击 http://evil.example 领奖';
    const { provider, id, contactMobile } = await listedService(typed);
    const requester = await member(['participant']);
    const sent = await requester.call(
      '/serviceCenter/smsCooperateSend',
      request(id, { name: typed, message: typed }),
    );
    expect(sent.status, sent.body.msg).toBe(200);
    const sms = await waitFor(async () =>
      (await createOutboxRepository(context.db).list({ recipient: contactMobile })).entries.find(
        (entry) => entry.purpose === 'cooperation-request',
      ),
    );
    expect(sms.body).toMatch(/^【[^】]+】您发布的一项服务收到一条合作申请（联系电话 139\*{4}1234）/);
    expect(sms.body).not.toContain('evil.example');
    expect(sms.body).not.toContain('点击');
    // the publisher still finds the item's name in the work area, where it is shown as text
    const [notice] = await context.db.select().from(messages).where(eq(messages.userId, provider.admin.id));
    expect(notice?.body).toContain(typed);
  });

  it('tells a requester without a tenant of the reply: a message in the participants area, an SMS of platform text only', async () => {
    const typed = '点击 http://evil.example 领奖';
    const { provider, id } = await listedService(typed);
    const requester = await person();
    const sent = await signedInCall(
      context.app,
      'POST',
      '/basics/pc/serviceCenter/smsCooperateSend',
      requester.token,
      {
        body: request(id, { name: typed, message: typed }),
      },
    );
    expect(sent.status, sent.body.msg).toBe(200);
    const reply = `${typed}，加微信 evil123`;
    const replied = await provider.call('/cooperation/reply', { id: sent.body.data.id, reply });
    expect(replied.status, replied.body.msg).toBe(200);

    // stored with the reply itself: the message is there the moment the reply is answered
    const notices = await context.db.select().from(messages).where(eq(messages.userId, requester.id));
    expect(notices.map((notice) => [notice.kind, notice.title, notice.link])).toEqual([
      // a user with no tenant works in the participants area, where 合作申请 › 我发出的 opens for them
      ['cooperation.replied', '合作申请有了回复', '/participants/cooperation?tab=sent'],
    ]);
    // the reply is shown in the platform as text
    expect(notices[0]?.body).toContain('evil.example');

    const sms = (await createOutboxRepository(context.db).list({ recipient: requester.mobile ?? '' }))
      .entries;
    expect(sms.map((entry) => entry.purpose)).toEqual(['cooperation-replied']);
    // the SMS goes out under the platform's name: the publisher's reply, the item's name and the requester's own
    // words all stay out of it
    expect(sms[0]?.body).toMatch(/^【[^】]+】您提交的合作申请已收到回复，请登录平台在“合作申请”中查看。$/);
    for (const words of ['evil', '点击', '微信', '领奖']) expect(sms[0]?.body).not.toContain(words);
  });

  it('keeps each tenant to its own requests, and refuses asking oneself or an item off the shelf', async () => {
    const { provider, id } = await listedService();
    const requester = await member(['participant']);
    const other = await member(['servant']);
    const sent = await requester.call('/serviceCenter/smsCooperateSend', request(id));
    const requestId = sent.body.data.id;

    for (const path of ['/cooperation/open', '/cooperation/close']) {
      const refused = await other.call(path, { id: requestId });
      expect(refused.status).toBe(404);
      expect(refused.body.reason).toBe('NOT_FOUND');
    }
    expect((await other.call('/cooperation/received', {})).body.data.total).toBe(0);
    // the requester may close it but not open it as if it were theirs to answer
    expect((await requester.call('/cooperation/open', { id: requestId })).status).toBe(404);

    const own = await provider.call('/serviceCenter/smsCooperateSend', request(id));
    expect(own.status).toBe(422);
    expect(own.body.msg).toMatch(/无需申请合作/);

    await provider.call('/serviceCenter/offShelf', { id });
    const offShelf = await other.call('/serviceCenter/smsCooperateSend', request(id));
    expect(offShelf.status).toBe(404);
  });

  it('keeps the mobile masked on a request closed before the provider opened it', async () => {
    const { provider, id } = await listedService();
    const requester = await member(['participant']);
    const sent = await requester.call('/serviceCenter/smsCooperateSend', request(id));
    await requester.call('/cooperation/close', { id: sent.body.data.id });
    const inbox = await provider.call('/cooperation/received', {});
    expect(inbox.body.data.rows[0]).toMatchObject({ state: 'closed', mobile: '139****1234' });
    const opened = await provider.call('/cooperation/open', { id: sent.body.data.id });
    expect(opened.body.data).toMatchObject({ state: 'closed', mobile: '13985551234' });
  });

  it('limits per user and per item hold under parallel requests', async () => {
    const { id } = await listedService();
    const requester = await member(['participant']);
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => requester.call('/serviceCenter/smsCooperateSend', request(id))),
    );
    expect(burst.filter((answer) => answer.status === 200)).toHaveLength(
      COOPERATION_LIMITS.perUserPerItemPerDay,
    );
    expect(burst.filter((answer) => answer.status === 429)).toHaveLength(
      20 - COOPERATION_LIMITS.perUserPerItemPerDay,
    );
    expect(burst.find((answer) => answer.status === 429)?.body.reason).toBe('RATE_LIMITED');

    // one user across many items: the daily cap, exactly
    const services = await Promise.all(
      Array.from({ length: COOPERATION_LIMITS.perUserPerDay + 3 }, listedService),
    );
    const asker = await member(['participant']);
    const spread = await Promise.all(
      services.map((service) => asker.call('/serviceCenter/smsCooperateSend', request(service.id))),
    );
    expect(spread.filter((answer) => answer.status === 200)).toHaveLength(COOPERATION_LIMITS.perUserPerDay);
    const stored = await context.db
      .select()
      .from(cooperationRequests)
      .where(eq(cooperationRequests.requesterUserId, asker.admin.id));
    expect(stored).toHaveLength(COOPERATION_LIMITS.perUserPerDay);
  });

  it('refuses malformed requests with field messages', async () => {
    const { id } = await listedService();
    const requester = await member(['participant']);
    const bad = await requester.call(
      '/serviceCenter/smsCooperateSend',
      request(id, { mobile: '123', message: '嗯' }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields.map((issue: { field: string }) => issue.field).sort()).toEqual([
      'message',
      'mobile',
    ]);
  });
});
