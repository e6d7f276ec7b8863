import type { SettlementValues } from '@rrsp/contract';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { settlementApplications, settlementEvents } from '../../modules/portal/tenancy/settlement/tables.ts';
import type { Database, Executor, Transaction } from '../../platform/database/client.ts';
import { tenantMembers, tenants, type UserRow, users } from '../../platform/identity/tables.ts';
import { createMessageStore } from '../../platform/messaging/message-store.ts';
import { messages } from '../../platform/messaging/tables.ts';
import type { ApplicationSeed, SettledTenantSeed } from '../load/schemas.ts';
import type { SeedData } from '../load/seed-data.ts';
import { svgToJpeg } from '../svg-to-jpeg.ts';
import { demoReviewerName } from './accounts.ts';
import { countRows, runPart } from './run-part.ts';

/** Stores a drawn licence (owned by nobody yet: the seed's transaction gives it its applicant) and answers its id. */
export type LicenceStore = (bytes: Buffer, name: string) => Promise<string>;

/** A drawn licence: a bordered certificate with a seal, no words (any font would do, and none is needed). */
const drawLicence = (seed: number) => {
  const lines = Array.from(
    { length: 7 },
    (_, i) =>
      `<rect x="140" y="${300 + i * 52}" width="${520 - ((seed + i) % 4) * 60}" height="14" rx="7" fill="#8c7b5f" opacity="0.55"/>`,
  ).join('');
  return svgToJpeg(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="850">
  <rect width="1200" height="850" fill="#f6f1e3"/>
  <rect x="40" y="40" width="1120" height="770" fill="none" stroke="#b8860b" stroke-width="14"/>
  <rect x="62" y="62" width="1076" height="726" fill="none" stroke="#b8860b" stroke-width="3"/>
  <rect x="420" y="120" width="360" height="60" rx="8" fill="#9b2c2c" opacity="0.85"/>
  ${lines}
  <rect x="860" y="290" width="170" height="170" fill="#fff" stroke="#333" stroke-width="4"/>
  <circle cx="900" cy="640" r="95" fill="none" stroke="#c0392b" stroke-width="10" opacity="0.8"/>
  <polygon points="900,590 912,625 950,625 919,646 931,682 900,660 869,682 881,646 850,625 888,625" fill="#c0392b" opacity="0.8"/>
</svg>`);
};

const valuesOf = (seed: ApplicationSeed, name: string, creditCode: string, licenceFileId: string | null) =>
  ({
    creditCode,
    name,
    type: seed.type,
    legalRepresentative: seed.legalRepresentative,
    contactName: seed.legalRepresentative,
    contactMobile: seed.applicant.mobile ?? null,
    regionCode: seed.regionCode,
    address: seed.address,
    businessScope: seed.businessScope,
    licenceFileId,
    roles: seed.roles,
  }) satisfies SettlementValues;

const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * 3_600_000);

/**
 * Settlement applications in every state (issue 9), so the operator's queue and the workbenches have content on the
 * first start: the two demo tenants' approved ones, waiting ones of different ages, a resubmission, a rejection and
 * a draft; then the approved one of each settled tenant. Their applicants are accounts without a password (they
 * cannot sign in; they only make the queue real); the demo operator decided them.
 */
export const seedSettlements = async (
  db: Database,
  data: Pick<SeedData, 'accounts' | 'settlements'>,
  options: { storeLicence?: LicenceStore; now: Date },
): Promise<number> => {
  const written =
    (await runPart(db, {
      isDone: async (executor) => (await countRows(executor, settlementApplications)) > 0,
      // drawn and stored before the transaction: the files service writes on connections of its own
      prepare: async () => {
        const seeds = data.settlements;
        const { storeLicence } = options;
        const licences = await Promise.all(
          seeds.map(async (seed, index) => {
            if (!storeLicence) return null;
            return storeLicence(await drawLicence(index), `${holderName(seed, data.accounts)}营业执照.jpg`);
          }),
        );
        return { seeds, licences };
      },
      write: async (tx, { seeds, licences }) => {
        const operatorId = await reviewerId(tx, data.accounts);
        const decision = { now: options.now, operatorId };
        let written = 0;
        for (const [index, seed] of seeds.entries()) {
          if (await writeOne(tx, seed, licences[index] ?? null, data.accounts, decision)) written += 1;
        }
        return written;
      },
    })) ?? 0;
  const settled = await seedSettledTenantApplications(db, data, options);
  await seedNotices(db, data.settlements, options.now);
  return written + settled;
};

/** The demo operator who decides the seeded applications (not one of their applicants). */
const reviewerId = async (tx: Transaction, accounts: SeedData['accounts']) => {
  const username = demoReviewerName({ accounts });
  const [reviewer] = await tx.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!reviewer) throw new Error(`演示数据需要运营账号 ${username}，数据库中没有`);
  return reviewer.id;
};

/** A settled tenant's approved application, as applications.json would give it. */
const settledApplication = (tenant: SettledTenantSeed): ApplicationSeed => ({
  ...tenant.application,
  name: tenant.name,
  creditCode: tenant.creditCode,
  roles: tenant.roles,
  status: 'approved',
});

/**
 * The approved application of every settled tenant (accounts/settled-tenants.json), so 入驻审核 lists each tenant the
 * home counts (issue 24). A part of its own, done when each settled tenant has its approved application: a database
 * seeded before these existed gets them on its next start, and no start writes one twice. A tenant whose applicant's
 * name or mobile someone has registered meanwhile is left without one (applicantHolder).
 */
const seedSettledTenantApplications = async (
  db: Database,
  data: Pick<SeedData, 'accounts'>,
  options: { storeLicence?: LicenceStore; now: Date },
): Promise<number> => {
  const settledTenants = data.accounts.settledTenants;
  if (settledTenants.length === 0) return 0;
  const codes = settledTenants.map((tenant) => tenant.creditCode);
  const approvedOf = (executor: Executor) =>
    executor
      .select({ creditCode: settlementApplications.creditCode })
      .from(settlementApplications)
      .where(
        and(eq(settlementApplications.status, 'approved'), inArray(settlementApplications.creditCode, codes)),
      );
  /** The settled tenants still without their approved application, whose applicant the seed may write. */
  const waiting = async (executor: Executor) => {
    const approved = new Set((await approvedOf(executor)).map((row) => row.creditCode));
    const seeds: ApplicationSeed[] = [];
    for (const tenant of settledTenants) {
      if (approved.has(tenant.creditCode)) continue;
      const seed = settledApplication(tenant);
      if ((await applicantHolder(executor, seed, data.accounts)).kind !== 'taken') seeds.push(seed);
    }
    return seeds;
  };
  return (
    (await runPart(db, {
      isDone: async (executor) => (await waiting(executor)).length === 0,
      prepare: async () => {
        const seeds = await waiting(db);
        const { storeLicence } = options;
        const licences = await Promise.all(
          seeds.map(async (seed, index) =>
            storeLicence ? storeLicence(await drawLicence(index), `${seed.name}营业执照.jpg`) : null,
          ),
        );
        return { seeds, licences };
      },
      write: async (tx, { seeds, licences }) => {
        const operatorId = await reviewerId(tx, data.accounts);
        // another start may have written some of them while this one drew its licences
        const done = new Set((await approvedOf(tx)).map((row) => row.creditCode));
        const decision = { now: options.now, operatorId };
        let written = 0;
        for (const [index, seed] of seeds.entries()) {
          if (done.has(seed.creditCode ?? null)) continue;
          if (await writeOne(tx, seed, licences[index] ?? null, data.accounts, decision)) written += 1;
        }
        return written;
      },
    })) ?? 0
  );
};

/** The dedupe keys of the seeded notices begin with this; the jobs' keys begin with the job's name. */
export const SEEDED_NOTICE_PREFIX = 'seed:notice:';

/**
 * The applicants' first messages (最近动态), a part of its own: keyed like the jobs' notices (a dedupe key each), so a
 * database seeded before notices existed gets them on its next start, and no start writes one twice.
 */
const seedNotices = async (db: Database, seeds: ApplicationSeed[], now: Date) => {
  const wanted = seeds.flatMap((seed) =>
    (seed.notices ?? []).map((notice, index) => ({
      ...notice,
      username: seed.applicant.username,
      dedupeKey: `${SEEDED_NOTICE_PREFIX}${seed.applicant.username}:${index}`,
    })),
  );
  if (wanted.length === 0) return;
  const keys = wanted.map((notice) => notice.dedupeKey);
  await runPart(db, {
    isDone: async (executor) =>
      (await countRows(executor, messages, inArray(messages.dedupeKey, keys))) === keys.length,
    prepare: async () => wanted,
    write: async (tx, notices) => {
      const usernames = [...new Set(notices.map((notice) => notice.username))];
      const applicants = await tx
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(inArray(users.username, usernames));
      const rows = notices.flatMap(({ username, hoursAgo, read, ...notice }) => {
        const userId = applicants.find((applicant) => applicant.username === username)?.id;
        const createdAt = hoursBefore(now, hoursAgo);
        return userId
          ? [
              {
                ...notice,
                kind: notice.kind ?? ('settlement.decided' as const),
                userId,
                createdAt,
                readAt: read ? createdAt : null,
              },
            ]
          : [];
      });
      // oldest first, so each applicant's sequence numbers follow the order the notices were written in
      rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      for (const row of rows) await createMessageStore(db).append([row], tx);
    },
  });
};

/**
 * Who holds an applicant's name and mobile: the seed's own account (a demo account of users.json, which the accounts
 * part made, or an applicant without a password made by an earlier start, with the same name and mobile), nobody, or
 * someone who registered one of them. The seed runs on live databases too (a part missing from an older start), so it
 * must never hand a stranger's account a tenant, nor stop the server on a taken name; names compare as their unique
 * index does, without case.
 */
const applicantHolder = async (
  executor: Executor,
  seed: ApplicationSeed,
  accounts: SeedData['accounts'],
): Promise<{ kind: 'own'; user: UserRow } | { kind: 'free' } | { kind: 'taken' }> => {
  const { username, mobile = null } = seed.applicant;
  const sameName = eq(sql`lower(${users.username})`, username.toLowerCase());
  const holders = await executor
    .select()
    .from(users)
    .where(mobile ? or(sameName, eq(users.mobile, mobile)) : sameName);
  const [holder] = holders;
  if (!holder) return { kind: 'free' };
  const demoAccount = accounts.users.some((user) => user.username === username);
  const own =
    holders.length === 1 &&
    holder.username === username &&
    (demoAccount || (holder.mobile === mobile && !holder.passwordHash));
  return own ? { kind: 'own', user: holder } : { kind: 'taken' };
};

/** The applicant's account, made when nobody holds its name or mobile; null when someone else does. */
const applicantOf = async (
  tx: Transaction,
  seed: ApplicationSeed,
  accounts: SeedData['accounts'],
): Promise<UserRow | null> => {
  const holder = await applicantHolder(tx, seed, accounts);
  if (holder.kind === 'own') return holder.user;
  if (holder.kind === 'taken') return null;
  const [created] = await tx
    .insert(users)
    .values({
      username: seed.applicant.username,
      nickName: seed.applicant.nickName ?? seed.applicant.username,
      mobile: seed.applicant.mobile ?? null,
    })
    // a registration between the look and this insert: left out like a taken name
    .onConflictDoNothing()
    .returning();
  return created ?? null;
};

/** The name on an application: its demo tenant's, or its own. */
const holderName = (seed: ApplicationSeed, accounts: SeedData['accounts']) =>
  (seed.tenant ? accounts.tenants.find((tenant) => tenant.key === seed.tenant)?.name : undefined) ??
  seed.name ??
  '';

const writeOne = async (
  tx: Transaction,
  seed: ApplicationSeed,
  licenceFileId: string | null,
  accounts: SeedData['accounts'],
  options: { now: Date; operatorId: string },
): Promise<boolean> => {
  const applicant = await applicantOf(tx, seed, accounts);
  if (!applicant) return false;
  const demoTenant = seed.tenant ? accounts.tenants.find((tenant) => tenant.key === seed.tenant) : undefined;
  const name = holderName(seed, accounts);
  const creditCode = demoTenant?.creditCode ?? seed.creditCode ?? '';
  // an approved application settled its tenant: a demo tenant, or a settled tenant by its credit code
  const [tenant] =
    seed.status === 'approved'
      ? await tx.select().from(tenants).where(eq(tenants.creditCode, creditCode))
      : [];
  if (seed.status === 'approved' && !tenant) throw new Error(`演示数据的主体 ${creditCode} 不在数据库中`);
  const values = { ...valuesOf(seed, name, creditCode, licenceFileId), contactMobile: applicant.mobile };
  const submittedAt = seed.status === 'draft' ? null : hoursBefore(options.now, seed.hoursAgo);
  const round = seed.status === 'draft' ? 0 : seed.status === 'resubmitted' ? 2 : 1;
  const rejection = seed.rejection;
  const decidedAt =
    seed.status === 'approved'
      ? hoursBefore(options.now, seed.hoursAgo - 20)
      : rejection
        ? hoursBefore(options.now, rejection.hoursAgo)
        : null;
  const [application] = await tx
    .insert(settlementApplications)
    .values({
      applicantUserId: applicant.id,
      status: seed.status,
      ...values,
      round,
      submittedAt,
      decidedAt: seed.status === 'resubmitted' ? null : decidedAt,
      decidedBy: seed.status === 'approved' || seed.status === 'rejected' ? options.operatorId : null,
      rejectionRemark: seed.status === 'rejected' ? (rejection?.remark ?? null) : null,
      fieldReasons: seed.status === 'rejected' ? (rejection?.fieldReasons ?? {}) : {},
      tenantId: tenant?.id ?? null,
      createdAt: hoursBefore(options.now, Math.max(seed.hoursAgo, (rejection?.hoursAgo ?? 0) + 30) + 2),
      updatedAt: decidedAt ?? submittedAt ?? options.now,
    })
    .returning({ id: settlementApplications.id });
  if (!application) throw new Error('application not created');
  if (licenceFileId) {
    await tx.execute(
      sql`update stored_files set attached_to = ${`settlement:${application.id}`}, owner_user_id = ${applicant.id}
          where id = ${licenceFileId}`,
    );
  }
  const log = (entry: Omit<typeof settlementEvents.$inferInsert, 'applicationId'>) =>
    tx.insert(settlementEvents).values({ applicationId: application.id, ...entry });
  // the draft began a little before the first submission
  const created = hoursBefore(options.now, Math.max(seed.hoursAgo, (rejection?.hoursAgo ?? 0) + 30) + 2);
  await log({ action: 'saved', actorUserId: applicant.id, actorRole: 'applicant', at: created });
  if (seed.status === 'draft') return true;
  const first = seed.before ? { ...values, ...seed.before } : values;
  const firstAt = rejection
    ? hoursBefore(options.now, rejection.hoursAgo + 30)
    : (submittedAt ?? options.now);
  await log({
    action: 'submitted',
    actorUserId: applicant.id,
    actorRole: 'applicant',
    snapshot: first,
    at: firstAt,
  });
  if (rejection) {
    await log({
      action: 'rejected',
      actorUserId: options.operatorId,
      actorRole: 'operator',
      remark: rejection.remark,
      fieldReasons: rejection.fieldReasons,
      at: hoursBefore(options.now, rejection.hoursAgo),
    });
  }
  if (seed.status === 'resubmitted') {
    await log({
      action: 'resubmitted',
      actorUserId: applicant.id,
      actorRole: 'applicant',
      snapshot: values,
      changedFields: Object.keys(seed.before ?? {}) as (keyof SettlementValues)[],
      at: submittedAt ?? options.now,
    });
  }
  if (seed.status === 'approved' && tenant && decidedAt) {
    await log({
      action: 'approved',
      actorUserId: options.operatorId,
      actorRole: 'operator',
      remark: '材料齐全，准予入驻',
      at: decidedAt,
    });
    await tx
      .update(tenants)
      .set({ type: seed.type, regionCode: seed.regionCode, settledAt: decidedAt })
      .where(eq(tenants.id, tenant.id));
    // as an approval does: the applicant administers the tenant
    await tx
      .insert(tenantMembers)
      .values({ tenantId: tenant.id, userId: applicant.id, isAdmin: true })
      .onConflictDoUpdate({ target: [tenantMembers.tenantId, tenantMembers.userId], set: { isAdmin: true } });
  }
  return true;
};
