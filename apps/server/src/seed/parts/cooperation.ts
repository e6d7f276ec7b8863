import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { cooperationRequests } from '../../modules/portal/marketplace/cooperation/tables.ts';
import { shelfReports } from '../../modules/portal/marketplace/reports/tables.ts';
import { shelfEvents, shelfItems, shelfRevisions } from '../../modules/portal/marketplace/shelf/tables.ts';
import type { Database, Transaction } from '../../platform/database/client.ts';
import { tenants, users } from '../../platform/identity/tables.ts';
import type { ShelfItemRef } from '../load/schemas.ts';
import type { SeedData } from '../load/seed-data.ts';
import { demoReviewerName } from './accounts.ts';
import { countRows, runPart } from './run-part.ts';

const HOUR = 3_600_000;

type Data = Pick<SeedData, 'accounts' | 'cooperation'>;

/**
 * The accounts behind the requests and reports, by username: the demo accounts, and the requesters, created here
 * without a password the first time (they cannot sign in; they only make the lists real).
 */
const peopleOf = async (tx: Transaction, data: Data) => {
  const { requesters } = data.cooperation;
  const wanted = [...data.accounts.users.map((user) => user.username), ...requesters.map((r) => r.username)];
  const found = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, wanted));
  const missing = requesters.filter(
    (requester) => !found.some((user) => user.username === requester.username),
  );
  const created =
    missing.length > 0
      ? await tx
          .insert(users)
          .values(missing.map(({ username, nickName, mobile }) => ({ username, nickName, mobile })))
          .returning({ id: users.id, username: users.username })
      : [];
  const ids = new Map([...found, ...created].map((user) => [user.username, user.id]));
  return (username: string) => {
    const id = ids.get(username);
    if (!id) throw new Error(`演示账号 ${username} 不在数据库中`);
    return id;
  };
};

const tenantIdsOf = async (tx: Transaction, creditCodes: string[]) => {
  const rows = await tx
    .select({ id: tenants.id, creditCode: tenants.creditCode })
    .from(tenants)
    .where(inArray(tenants.creditCode, [...new Set(creditCodes)]));
  return new Map(rows.map((row) => [row.creditCode, row.id]));
};

/**
 * The seeded items the requests and reports name, found by kind, the name of their listed version and their
 * tenant. One an owner has deleted since is left out, with what concerned it.
 */
const itemsOf = async (tx: Transaction, refs: { item: ShelfItemRef; providerCreditCode: string }[]) => {
  const rows = await tx
    .select({
      id: shelfItems.id,
      kind: shelfItems.kind,
      tenantId: shelfItems.tenantId,
      creditCode: tenants.creditCode,
      name: shelfRevisions.name,
    })
    .from(shelfItems)
    .innerJoin(shelfRevisions, eq(shelfRevisions.id, shelfItems.listedRevisionId))
    .innerJoin(tenants, eq(tenants.id, shelfItems.tenantId))
    .where(
      and(
        isNull(shelfItems.deletedAt),
        inArray(shelfRevisions.name, [...new Set(refs.map((ref) => ref.item.name))]),
      ),
    )
    .orderBy(asc(shelfItems.createdAt));
  return (ref: { item: ShelfItemRef; providerCreditCode: string }) =>
    rows.find(
      (row) =>
        row.kind === ref.item.kind && row.name === ref.item.name && row.creditCode === ref.providerCreditCode,
    );
};

/** A time `part` of the way from `from` to `to`: when a request was read, answered or closed. */
const between = (from: Date, to: Date, part: number) =>
  new Date(from.getTime() + (to.getTime() - from.getTime()) * part);

/**
 * Cooperation requests on items of the shelf (issue 10): received by the demo tenants in every state, sent by the
 * demo users to other tenants, and between others, so both tabs of 合作申请 have content on the first start. A
 * request was read a quarter of the way from its sending to the seed, answered half way, closed later. No SMS: the
 * notifier's jobs are for requests made through the call. Done once there is any request.
 */
export const seedCooperation = async (db: Database, data: Data, options: { now: Date }): Promise<number> =>
  (await runPart(db, {
    isDone: async (executor) => (await countRows(executor, cooperationRequests)) > 0,
    prepare: async () => data.cooperation.requests,
    write: async (tx, requests) => {
      const personOf = await peopleOf(tx, data);
      const itemOf = await itemsOf(tx, requests);
      const tenantIds = await tenantIdsOf(
        tx,
        requests.flatMap((seed) => (seed.requesterCreditCode ? [seed.requesterCreditCode] : [])),
      );
      const { now } = options;
      const rows = requests.flatMap((seed) => {
        const item = itemOf(seed);
        if (!item) return [];
        const createdAt = new Date(now.getTime() - seed.hoursAgo * HOUR);
        const answered = seed.state === 'replied' || (seed.state === 'closed' && seed.reply);
        return [
          {
            itemId: item.id,
            providerTenantId: item.tenantId,
            requesterUserId: personOf(seed.from),
            requesterTenantId: seed.requesterCreditCode
              ? (tenantIds.get(seed.requesterCreditCode) ?? null)
              : null,
            name: seed.name,
            mobile: seed.mobile,
            message: seed.message,
            state: seed.state,
            reply: seed.reply ?? null,
            createdAt,
            readAt: seed.state === 'new' ? null : between(createdAt, now, 0.25),
            repliedAt: answered ? between(createdAt, now, 0.5) : null,
            closedAt: seed.state === 'closed' ? between(createdAt, now, 0.85) : null,
          },
        ];
      });
      if (rows.length > 0) await tx.insert(cooperationRequests).values(rows);
      return rows.length;
    },
  })) ?? 0;

/**
 * Reports (举报) for the operator's queue: open ones on items on the shelf, one dismissed with a remark, and those that
 * took an item off the shelf, settled by the operator's off-shelf step of that item (its time, its reason). Done once
 * there is any report.
 */
export const seedReports = async (db: Database, data: Data, options: { now: Date }): Promise<number> =>
  (await runPart(db, {
    isDone: async (executor) => (await countRows(executor, shelfReports)) > 0,
    prepare: async () => data.cooperation.reports,
    write: async (tx, reports) => {
      const personOf = await peopleOf(tx, data);
      const itemOf = await itemsOf(tx, reports);
      const operatorName = demoReviewerName(data);
      const { now } = options;
      const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
      const rows: (typeof shelfReports.$inferInsert)[] = [];
      for (const seed of reports) {
        const item = itemOf(seed);
        if (!item) continue;
        const report = {
          itemId: item.id,
          reporterUserId: personOf(seed.from),
          reason: seed.reason,
          detail: seed.detail,
          createdAt: at(seed.hoursAgo),
        };
        if (!seed.handled) {
          rows.push(report);
        } else if (seed.handled.outcome === 'dismissed') {
          rows.push({
            ...report,
            state: 'handled',
            outcome: 'dismissed',
            remark: seed.handled.remark,
            handledBy: personOf(operatorName),
            handledAt: at(seed.handled.hoursAgo),
          });
        } else {
          const [offShelf] = await tx
            .select()
            .from(shelfEvents)
            .where(
              and(
                eq(shelfEvents.itemId, item.id),
                eq(shelfEvents.action, 'offShelf'),
                eq(shelfEvents.actorRole, 'operator'),
              ),
            )
            .orderBy(desc(shelfEvents.sequence))
            .limit(1);
          if (!offShelf) throw new Error(`演示举报的 ${seed.item.name} 没有被运营下架的记录`);
          rows.push({
            ...report,
            state: 'handled',
            outcome: 'offShelf',
            remark: offShelf.remark,
            handledBy: offShelf.actorUserId,
            handledAt: offShelf.at,
          });
        }
      }
      if (rows.length > 0) await tx.insert(shelfReports).values(rows);
      return rows.length;
    },
  })) ?? 0;
