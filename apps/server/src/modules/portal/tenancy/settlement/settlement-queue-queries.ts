import type { SettlementQueueQuery, SettlementQueueRow } from '@rrsp/contract';
import { and, asc, count, desc, eq, ilike, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../../platform/database/client.ts';
import { users } from '../../../../platform/identity/tables.ts';
import { type RegionDirectory, regionPrefix } from '../../../../platform/regions/region-directory.ts';
import { settlementApplications as applications } from './tables.ts';

/** An application waiting longer than this is overdue (the queue counts them apart). */
export const OVERDUE_HOURS = 72;

const WAITING = ['submitted', 'resubmitted'] as const;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The operator's queue: submitted applications, filtered, the longest waiting first, with counts per state. */
export const createSettlementQueue = (db: Database, regions: RegionDirectory) => ({
  async page(query: SettlementQueueQuery) {
    const filters: SQL[] = [ne(applications.status, 'draft')];
    if (query.status) filters.push(eq(applications.status, query.status));
    if (query.type) filters.push(eq(applications.type, query.type));
    if (query.regionCode)
      filters.push(sql`${applications.regionCode} like ${`${regionPrefix(query.regionCode)}%`}`);
    if (query.waitingHours) {
      filters.push(
        inArray(applications.status, [...WAITING]),
        lte(applications.submittedAt, sql`now() - make_interval(hours => ${query.waitingHours})`),
      );
    }
    if (query.keyword) {
      const like = `%${escapeLike(query.keyword)}%`;
      const match = or(
        ilike(applications.name, like),
        ilike(applications.creditCode, like),
        sql`exists (select 1 from ${users} where ${users.id} = ${applications.applicantUserId} and ${users.nickName} ilike ${like})`,
      );
      if (match) filters.push(match);
    }
    const where = and(...filters);
    const [total] = await db.select({ n: count() }).from(applications).where(where);
    const rows = await db
      .select({ row: applications, applicantName: users.nickName })
      .from(applications)
      .leftJoin(users, eq(users.id, applications.applicantUserId))
      .where(where)
      // waiting ones first, longest wait on top; then the latest decisions
      .orderBy(
        sql`${applications.status} in ('submitted', 'resubmitted') desc`,
        sql`case when ${applications.status} in ('submitted', 'resubmitted') then ${applications.submittedAt} end asc`,
        desc(applications.decidedAt),
        asc(applications.id),
      )
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize);
    const names = await regions.displayNames(
      rows.flatMap(({ row }) => (row.regionCode ? [row.regionCode] : [])),
    );
    const now = Date.now();
    const counted = await db
      .select({ status: applications.status, n: count() })
      .from(applications)
      .where(ne(applications.status, 'draft'))
      .groupBy(applications.status);
    const [waiting] = await db
      .select({
        overdue: sql<number>`(count(*) filter (where ${applications.submittedAt} <= now() - make_interval(hours => ${OVERDUE_HOURS})))::int`,
        // by the database's clock, as every wait of the queue
        oldestSeconds: sql<
          number | null
        >`floor(extract(epoch from now() - min(${applications.submittedAt})))::int`,
      })
      .from(applications)
      .where(inArray(applications.status, [...WAITING]));
    const countOf = (status: string) => counted.find((entry) => entry.status === status)?.n ?? 0;
    return {
      rows: rows.map(
        ({ row, applicantName }): SettlementQueueRow => ({
          applicationId: row.id,
          name: row.name ?? '',
          creditCode: row.creditCode ?? '',
          type: row.type ?? 'enterprise',
          regionName: (row.regionCode && names.get(row.regionCode)) || '',
          roles: row.roles,
          status: row.status,
          round: row.round,
          applicantName: applicantName ?? '（账号已注销）',
          submittedAt: (row.submittedAt ?? row.createdAt).toISOString(),
          waitingSeconds:
            (WAITING as readonly string[]).includes(row.status) && row.submittedAt
              ? Math.max(0, Math.floor((now - row.submittedAt.getTime()) / 1000))
              : null,
        }),
      ),
      total: total?.n ?? 0,
      pageNum: query.pageNum,
      pageSize: query.pageSize,
      counts: {
        submitted: countOf('submitted'),
        resubmitted: countOf('resubmitted'),
        approved: countOf('approved'),
        rejected: countOf('rejected'),
        overdue: waiting?.overdue ?? 0,
      },
      oldestWaitingSeconds: waiting?.oldestSeconds ?? null,
    };
  },
});

export type SettlementQueue = ReturnType<typeof createSettlementQueue>;
