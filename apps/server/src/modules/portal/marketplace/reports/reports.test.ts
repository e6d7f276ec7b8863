import { REPORTS_PER_USER_PER_DAY } from '@rrsp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createTenant, createUser, openSession } from '../../../../../test/fixtures.ts';
import { createTestContext, type TestContext } from '../../../../../test/harness.ts';
import { leishanTownship } from '../../../../../test/settlement-fixtures.ts';
import { decideAsOperator, serviceForm, uploadImage } from '../../../../../test/shelf-fixtures.ts';
import { signedInCall } from '../../../../../test/signed-in-call.ts';
import { waitFor } from '../../../../../test/wait.ts';
import { createOutboxRepository } from '../../../../platform/notifier/outbox-repository.ts';

let context: TestContext;
let township: string;

beforeAll(async () => {
  context = await createTestContext();
  township = await leishanTownship(context.db);
});
afterAll(async () => {
  await context.close();
});

const person = async (options: Parameters<typeof createUser>[1] = {}) => {
  const user = await createUser(context.db, options);
  const token = await openSession(context.db, user.id);
  const call = (path: string, body: unknown, tenantId?: string) =>
    signedInCall(context.app, 'POST', path, token, { body, ...(tenantId ? { tenantId } : {}) });
  return { ...user, token, call };
};

const listedService = async (ops: Awaited<ReturnType<typeof person>>) => {
  const tenant = await createTenant(context.db, ['servant']);
  const owner = await person();
  await addMember(context.db, tenant.id, owner.id, true);
  const image = await uploadImage(context.app, owner.token);
  const saved = await owner.call(
    '/basics/pc/serviceCenter/saveOrUpdate',
    serviceForm({ regionCode: township, imageFileIds: [image] }),
    tenant.id,
  );
  const id = saved.body.data.id as string;
  await owner.call('/basics/pc/serviceCenter/publish', { id }, tenant.id);
  await decideAsOperator(context.app, ops.token, 'approve', { id });
  return { id, owner, tenant };
};

const report = (itemId: string) => ({
  itemId,
  reason: 'qualification',
  detail: '营业执照显示的经营范围不含植保作业。',
});

describe('reports', () => {
  it('an operator takes a reported service off the shelf; every open report of it is settled', async () => {
    const ops = await person({ operatorRoles: ['marketReviewer'] });
    const { id, owner, tenant } = await listedService(ops);
    const first = await person();
    const second = await person();
    const filed = await first.call('/basics/pc/report/submit', report(id));
    expect(filed.status, filed.body.msg).toBe(200);
    await second.call('/basics/pc/report/submit', report(id));
    const own = await owner.call('/basics/pc/report/submit', report(id), tenant.id);
    expect(own.status).toBe(422);

    const queue = await ops.call('/basics/admin/report/page', { pageSize: 100 });
    const mine = queue.body.data.rows.filter((row: { itemId: string }) => row.itemId === id);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({ state: 'open', itemShelf: 'on', reason: 'qualification' });

    const handled = await ops.call('/basics/admin/report/handle', {
      id: filed.body.data.id,
      outcome: 'offShelf',
      remark: '资质不符，已下架',
    });
    expect(handled.status, handled.body.msg).toBe(200);
    expect(handled.body.data).toMatchObject({ state: 'handled', outcome: 'offShelf', itemShelf: 'off' });
    const detail = await signedInCall(
      context.app,
      'GET',
      `/basics/pc/serviceCenter/publishDetail?id=${id}`,
      owner.token,
      { tenantId: tenant.id },
    );
    expect(detail.body.data.offShelfReason).toBe('资质不符，已下架');
    // both reporters hear the outcome in their message centre; the reviewer heard of the new reports (once an hour)
    for (const reporter of [first, second]) {
      const inbox = await signedInCall(context.app, 'GET', '/basics/pc/message/list', reporter.token);
      expect(
        inbox.body.data.rows.map((row: { kind: string; title: string }) => [row.kind, row.title]),
      ).toEqual([['report.outcome', '举报已核实，内容已下架']]);
    }
    const alerts = await signedInCall(
      context.app,
      'GET',
      '/basics/pc/message/list?kind=queue.pending',
      ops.token,
    );
    expect(alerts.body.data.rows.map((row: { title: string }) => row.title).sort()).toEqual([
      '有新的举报待处理',
      '有新的服务或产品待审核',
    ]);
    const left = await ops.call('/basics/admin/report/page', { pageSize: 100 });
    expect(left.body.data.rows.filter((row: { itemId: string }) => row.itemId === id)).toEqual([]);
    const again = await ops.call('/basics/admin/report/handle', {
      id: filed.body.data.id,
      outcome: 'dismissed',
      remark: '重复处理',
    });
    expect(again.body.reason).toBe('ILLEGAL_TRANSITION');
  });

  it('each party hears the outcome: a dismissal reaches the reporter, a take-down the publisher too', async () => {
    const ops = await person({ operatorRoles: ['marketReviewer'] });
    const kept = await listedService(ops);
    const reporter = await person();
    const filed = await reporter.call('/basics/pc/report/submit', report(kept.id));
    const remark = '内部备注：举报人与发布方有纠纷';
    const dismissed = await ops.call('/basics/admin/report/handle', {
      id: filed.body.data.id,
      outcome: 'dismissed',
      remark,
    });
    expect(dismissed.status, dismissed.body.msg).toBe(200);
    const inbox = await signedInCall(context.app, 'GET', '/basics/pc/message/list', reporter.token);
    const notices = inbox.body.data.rows as {
      kind: string;
      title: string;
      body: string;
      link: string | null;
    }[];
    expect(notices.map((row) => [row.kind, row.title, row.link])).toEqual([
      ['report.outcome', '举报已处理', null],
    ]);
    // the item as the platform shows it, and what became of it; the operator's remark stays in the console
    expect(notices[0]?.body).toContain(`「${dismissed.body.data.itemName}」经平台核实未发现违规`);
    expect(notices[0]?.body).not.toContain('纠纷');
    // the outcome of a report is told in the platform only: no SMS carries it
    expect((await createOutboxRepository(context.db).list({ recipient: reporter.mobile ?? '' })).total).toBe(
      0,
    );

    // a take-down tells the publisher as well, in the work area and by an SMS of platform text only
    const taken = await listedService(ops);
    const second = await person();
    const next = await second.call('/basics/pc/report/submit', report(taken.id));
    await ops.call('/basics/admin/report/handle', { id: next.body.data.id, outcome: 'offShelf', remark });
    const owners = await waitFor(async () => {
      const list = await signedInCall(
        context.app,
        'GET',
        '/basics/pc/message/list?kind=shelf.takenDown',
        taken.owner.token,
      );
      return list.body.data.rows.length > 0 ? list.body.data.rows : undefined;
    });
    expect(owners.map((row: { title: string }) => row.title)).toEqual(['服务已被平台下架']);
    const ownerSms = (await createOutboxRepository(context.db).list({ recipient: taken.owner.mobile ?? '' }))
      .entries;
    expect(ownerSms.map((entry) => entry.purpose)).toEqual(['shelf-taken-down']);
    expect(ownerSms[0]?.body).not.toContain('纠纷');
    const reporterInbox = await signedInCall(context.app, 'GET', '/basics/pc/message/list', second.token);
    expect(reporterInbox.body.data.rows.map((row: { title: string }) => row.title)).toEqual([
      '举报已核实，内容已下架',
    ]);
  });

  it('settles parallel decisions once, and reports on an item its publisher already took down', async () => {
    const ops = await person({ operatorRoles: ['marketReviewer'] });
    const other = await person({ operatorRoles: ['marketReviewer'] });
    const { id } = await listedService(ops);
    const first = await (await person()).call('/basics/pc/report/submit', report(id));
    const second = await (await person()).call('/basics/pc/report/submit', report(id));
    const [takeDown, dismiss] = await Promise.all([
      ops.call('/basics/admin/report/handle', {
        id: first.body.data.id,
        outcome: 'offShelf',
        remark: '资质不符，已下架',
      }),
      other.call('/basics/admin/report/handle', {
        id: second.body.data.id,
        outcome: 'dismissed',
        remark: '经核实无问题',
      }),
    ]);
    expect([takeDown.status, dismiss.status].sort()).toEqual([200, 409]);
    const handled = await ops.call('/basics/admin/report/page', { state: 'handled', pageSize: 100 });
    const outcomes = handled.body.data.rows
      .filter((row: { itemId: string }) => row.itemId === id)
      .map((row: { outcome: string; itemShelf: string }) => `${row.outcome}/${row.itemShelf}`);
    // both reports carry the one decision that won, and the item agrees with it
    expect(new Set(outcomes).size).toBe(1);
    expect(['offShelf/off', 'dismissed/on']).toContain(outcomes[0]);

    // the publisher took it down first: the operator's take-down settles the reports all the same
    const next = await listedService(ops);
    const filed = await (await person()).call('/basics/pc/report/submit', report(next.id));
    await next.owner.call('/basics/pc/serviceCenter/offShelf', { id: next.id }, next.tenant.id);
    const late = await ops.call('/basics/admin/report/handle', {
      id: filed.body.data.id,
      outcome: 'offShelf',
      remark: '已下架',
    });
    expect(late.status, late.body.msg).toBe(200);
    expect(late.body.data).toMatchObject({ state: 'handled', outcome: 'offShelf', itemShelf: 'off' });
  });

  it('one report per user and item, and a daily cap, under parallel requests', async () => {
    const ops = await person({ operatorRoles: ['marketReviewer'] });
    const { id } = await listedService(ops);
    const reporter = await person();
    const burst = await Promise.all(
      Array.from({ length: 15 }, () => reporter.call('/basics/pc/report/submit', report(id))),
    );
    expect(burst.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(burst.filter((answer) => answer.body.reason === 'RATE_LIMITED')).toHaveLength(14);

    const items = await Promise.all(
      Array.from({ length: REPORTS_PER_USER_PER_DAY + 2 }, () => listedService(ops)),
    );
    const busy = await person();
    const spread = await Promise.all(
      items.map((item) => busy.call('/basics/pc/report/submit', report(item.id))),
    );
    expect(spread.filter((answer) => answer.status === 200)).toHaveLength(REPORTS_PER_USER_PER_DAY);
  });
});
