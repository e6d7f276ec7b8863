import type { AppealAccount, AppealQueueRow, AppealReview, AuditAction } from '@rrsp/contract';
import type { AuditTrail } from '../../platform/audit/audit-trail.ts';
import type { Database, Executor, Transaction } from '../../platform/database/client.ts';
import { violatedConstraint } from '../../platform/database/constraint.ts';
import type { EventLog } from '../../platform/events/events.ts';
import type { FileService } from '../../platform/files/file-service.ts';
import { businessRule, conflict, notFound } from '../../platform/http/errors.ts';
import type { AccountDirectory } from '../../platform/identity/account-directory.ts';
import { IDENTITY_EVENTS } from '../../platform/identity/events.ts';
import type { SessionStore } from '../../platform/identity/session-store.ts';
import type { UserRow } from '../../platform/identity/tables.ts';
import type { UserRepository } from '../../platform/identity/users.ts';
import { maskMobile } from '../../platform/masking.ts';
import type { Messenger } from '../../platform/messaging/messenger.ts';
import type { Notifier } from '../../platform/notifier/notifier.ts';
import { platformNumber, platformSetting, platformText } from '../../platform/notifier/platform-text.ts';
import type { AppealQueueSearch, AppealReviewRepository, AppealRow } from './appeal-review-repository.ts';
import { DECOY_APPS } from './appeal-service.ts';
import { voidTicketsOf } from './ticket-service.ts';

export interface AppealReviewDeps {
  db: Database;
  appeals: AppealReviewRepository;
  directory: AccountDirectory;
  users: UserRepository;
  sessions: SessionStore;
  audit: AuditTrail;
  files: FileService;
  notifier: Notifier;
  messenger: Messenger;
  events: EventLog;
  platformName: () => Promise<string>;
}

/** The account manager deciding: the appeal must not be about their own account. */
export interface Reviewer {
  id: string;
  username: string;
}

/** What 申诉进度查询 shows for an approved appeal (the platform's words, not a reviewer's). */
export const APPROVED_REMARK = '身份核实通过，账号已改绑为您填写的联系手机号，原密码已失效';
/** What it shows for the account's other pending appeals, closed by that approval. */
export const CLOSED_BY_APPROVAL_REMARK = '该账号的另一份申诉已处理，本申诉不再受理';
/**
 * What it shows for a rejected appeal naming no account: the reviewer's own words stay on the audit trail, since
 * anyone with the number reads this answer and it must not say whether the name exists (decision 006).
 */
export const NO_ACCOUNT_REJECTION = '经核实，申诉信息与账号记录不符，申诉未通过';

const missing = () => notFound('该申诉不存在');
/** How an appeal that is no longer pending ended, as the refusal of a second decision says it. */
const ENDED_AS: Record<AppealRow['status'], string> = {
  pending: '待审核',
  approved: '通过',
  rejected: '驳回',
  cancelled: '撤销',
};
const mobileTaken = () =>
  conflict(
    '该联系手机号已绑定其他账号，不能改绑到此账号。请驳回申诉，并请申诉人换用未绑定账号的手机号重新申诉。',
  );
const noAccount = () => businessRule('没有与该用户名对应的账号，此申诉只能驳回');

const isAbout = (appeal: Pick<AppealRow, 'userId' | 'username'>, reviewer: Reviewer) =>
  appeal.userId === reviewer.id || appeal.username.toLowerCase() === reviewer.username.toLowerCase();

const iso = (date: Date | null) => date?.toISOString() ?? null;

const rowOf = (found: {
  row: AppealRow;
  reviewerName: string | null;
  waitingSeconds: number | null;
}): AppealQueueRow => ({
  appealId: found.row.id,
  applyNo: found.row.applyNo,
  username: found.row.username,
  realName: found.row.realName,
  contactMobile: maskMobile(found.row.contactMobile),
  accountFound: found.row.userId !== null,
  needsReview: !found.row.ownerMayCancel,
  status: found.row.status,
  createdAt: found.row.createdAt.toISOString(),
  waitingSeconds: found.row.status === 'pending' ? Math.max(0, found.waitingSeconds ?? 0) : null,
  reviewedAt: iso(found.row.reviewedAt),
  reviewerName: found.reviewerName,
});

/**
 * 申诉审核: the account manager's side of account appeals (decision 006). A decision is taken on the locked appeal,
 * which must still be pending, in one transaction with everything it changes and its rows on the audit trail; the
 * SMS that tells the applicant is queued on the same transaction, in the platform's words only.
 */
export const createAppealReviewService = (deps: AppealReviewDeps) => {
  const { db, appeals, directory, users, sessions, audit, files, notifier, messenger, events } = deps;

  const accountOf = async (user: UserRow, executor: Executor): Promise<AppealAccount> => {
    // one after another: inside a transaction every read goes through its one connection
    const changes = await directory.lastCredentialChanges(user.id, executor);
    const recent = await directory.eventsOf(user.id, executor);
    return {
      userId: user.id,
      username: user.username,
      nickName: user.nickName,
      status: user.status,
      mobile: user.mobile === null ? null : maskMobile(user.mobile),
      isOperator: user.operatorRoles.length > 0,
      createdAt: user.createdAt.toISOString(),
      passwordChangedAt: iso(changes.passwordChangedAt),
      mobileChangedAt: iso(changes.mobileChangedAt),
      credentialsChangedAt: iso(user.credentialsChangedAt),
      events: recent.map((event) => ({ kind: event.kind, at: event.at.toISOString() })),
    };
  };

  const detail = async (
    appealId: string,
    reviewer: Reviewer,
    executor: Executor = db,
  ): Promise<AppealReview> => {
    const found = await appeals.find(appealId, executor);
    if (!found) throw missing();
    const { row } = found;
    const user = row.userId ? await directory.find(row.userId, executor) : null;
    const photos = await files.attachedTo(`appeal:${row.id}`, executor);
    const others = await appeals.othersOf(row, executor);
    const services = await appeals.serviceNames(executor);
    const holder = await users.byMobile(row.contactMobile, executor);
    const names = new Map(services.map((service) => [service.code, service.name]));
    const decoys = new Map(DECOY_APPS.map((decoy) => [decoy.code, decoy.name]));
    return {
      ...rowOf(found),
      idNumberMasked: row.idNumberMasked,
      usedApps: row.usedApps.map((code) => ({
        name: names.get(code) ?? decoys.get(code) ?? code,
        decoy: !names.has(code),
      })),
      reason: row.reason,
      reviewRemark: row.reviewRemark,
      photos: photos.map((photo) => ({ fileId: photo.id, name: photo.originalName, size: photo.size })),
      account: user ? await accountOf(user, executor) : null,
      contactMobileTaken: holder !== null && holder.id !== user?.id,
      aboutYou: isAbout(row, reviewer),
      otherAppeals: others.map((other) => ({
        appealId: other.id,
        applyNo: other.applyNo,
        status: other.status,
        createdAt: other.createdAt.toISOString(),
        reviewedAt: iso(other.reviewedAt),
        contactMobile: maskMobile(other.contactMobile),
        sameContactMobile: other.contactMobile === row.contactMobile,
        reviewRemark: other.reviewRemark,
      })),
    };
  };

  /**
   * A decision on one appeal: locked, still pending, not about the reviewer's own account; then the work, whose
   * failure (or the audit row's) leaves everything as it was.
   */
  const decide = async (
    appealId: string,
    reviewer: Reviewer,
    work: (tx: Transaction, appeal: AppealRow) => Promise<void>,
  ): Promise<AppealReview> => {
    await db.transaction(async (tx) => {
      const appeal = await appeals.lock(appealId, tx);
      if (!appeal) throw missing();
      if (appeal.status !== 'pending') {
        throw conflict(`该申诉已${ENDED_AS[appeal.status]}，不能再次处理。请刷新后查看处理结果。`);
      }
      if (isAbout(appeal, reviewer)) {
        throw businessRule('这是关于您本人账号的申诉，请由其他账号管理人员处理');
      }
      await work(tx, appeal);
    });
    return detail(appealId, reviewer);
  };

  const tellApplicant = async (
    tx: Transaction,
    appeal: AppealRow,
    outcome: 'approved' | 'rejected',
    platformName: string,
  ) => {
    const sign = platformSetting(platformName);
    const applyNo = platformNumber(appeal.applyNo);
    const text =
      outcome === 'approved'
        ? platformText`【${sign}】您的账号申诉（编号 ${applyNo}）已通过审核，账号已改绑为本手机号，原密码已失效，原有登录已全部结束。请使用本手机号通过短信验证码登录，并及时设置新密码。`
        : platformText`【${sign}】您的账号申诉（编号 ${applyNo}）未通过审核，可在“申诉进度查询”中凭编号查看原因。`;
    const sms = { mobile: appeal.contactMobile, text, purpose: 'appeal-decided' };
    if (!appeal.userId) {
      await notifier.sendSms(sms, { executor: tx, dedupeKey: `appeal-decided:${appeal.id}:sms` });
      return;
    }
    // the account the appeal was about also keeps the outcome, whoever filed it: an appeal its owner did not file is
    // news they need
    await messenger.send(
      [
        {
          userId: appeal.userId,
          kind: 'appeal.decided',
          title: outcome === 'approved' ? '账号申诉已通过' : '账号申诉未通过',
          body:
            outcome === 'approved'
              ? `关于本账号的申诉（编号 ${appeal.applyNo}）已通过审核，账号已改绑为申诉时填写的手机号，原密码已失效。`
              : `关于本账号的申诉（编号 ${appeal.applyNo}）未通过审核，可在“申诉进度查询”中凭编号查看原因。`,
          link: null,
          dedupeKey: `appeal-decided:${appeal.id}`,
          sms: { ...sms, text: () => text },
        },
      ],
      { executor: tx },
    );
  };

  const recordOnAppeal = (
    tx: Transaction,
    reviewer: Reviewer,
    appeal: AppealRow,
    action: AuditAction,
    after: Record<string, unknown>,
    remark: string | null = null,
  ) =>
    audit.record(tx, {
      operatorId: reviewer.id,
      action,
      object: { type: 'appeal', id: appeal.id, label: appeal.applyNo },
      before: { status: appeal.status },
      after,
      remark,
    });

  return {
    async queue(query: AppealQueueSearch) {
      const page = await appeals.page(query);
      return { ...page, rows: page.rows.map(rowOf) };
    },

    detail: (appealId: string, reviewer: Reviewer) => detail(appealId, reviewer),

    /** The whole contact mobile: shown to the manager who asked, and the asking is on the record. */
    revealMobile: (appealId: string, reviewer: Reviewer) =>
      db.transaction(async (tx) => {
        const appeal = await appeals.lock(appealId, tx);
        if (!appeal) throw missing();
        await audit.record(tx, {
          operatorId: reviewer.id,
          action: 'appeal.revealMobile',
          object: { type: 'appeal', id: appeal.id, label: appeal.applyNo },
          before: null,
          after: null,
        });
        return { mobile: appeal.contactMobile };
      }),

    /**
     * The account is rebound to the contact mobile the applicant proved, every portal and SSO session of it ends
     * and every ticket not yet exchanged is void; the old mobile hears of the change (identity event), the new one of
     * the decision. Never an operator's account (those are the 超级管理员's), never onto a mobile another account holds.
     */
    async approve(appealId: string, reviewer: Reviewer) {
      const platformName = await deps.platformName();
      try {
        return await decide(appealId, reviewer, async (tx, appeal) => {
          if (!appeal.userId) throw noAccount();
          const user = await directory.lock(appeal.userId, tx);
          if (!user) throw noAccount();
          if (user.operatorRoles.length > 0) {
            throw businessRule('运营人员的账号不能通过申诉改绑手机号，请联系超级管理员处理');
          }
          if (user.status !== 'active') {
            throw businessRule('该账号已被冻结或停用，请先在账号管理中核实并解冻，再处理申诉');
          }
          const holder = await users.byMobile(appeal.contactMobile, tx);
          if (holder && holder.id !== user.id) throw mobileTaken();
          const oldMobile = user.mobile;
          const newMobile = appeal.contactMobile;
          // whoever changed the password or the e-mail (what these appeals are about) must not sign in with them again:
          // the password ends and the address is no longer confirmed; the proven mobile is the way in
          await users.update(user.id, { mobile: newMobile, passwordHash: null, emailVerifiedAt: null }, tx);
          if (oldMobile !== newMobile) {
            await events.record(tx, {
              type: IDENTITY_EVENTS.mobileChanged,
              payload: { userId: user.id, oldMobile, newMobile },
              actorUserId: reviewer.id,
            });
          }
          const endedSessions = await sessions.endAllOf(user.id, 'operator', { executor: tx });
          await voidTicketsOf(tx, user.id);
          await appeals.decide(
            appeal.id,
            { status: 'approved', reviewedBy: reviewer.id, reviewRemark: APPROVED_REMARK },
            tx,
          );
          const closedAppeals = await appeals.closeOthersOf(
            appeal,
            { reviewedBy: reviewer.id, reviewRemark: CLOSED_BY_APPROVAL_REMARK },
            tx,
          );
          await recordOnAppeal(tx, reviewer, appeal, 'appeal.approve', { status: 'approved' });
          // the account changed too: its own row, so that searching the trail by the account finds it
          await audit.record(tx, {
            operatorId: reviewer.id,
            action: 'appeal.approve',
            object: { type: 'user', id: user.id, label: user.username },
            before: {
              mobile: oldMobile === null ? null : maskMobile(oldMobile),
              password: user.passwordHash === null ? '未设置' : '已设置',
              emailConfirmed: user.emailVerifiedAt !== null,
            },
            after: {
              mobile: maskMobile(newMobile),
              password: '未设置',
              emailConfirmed: false,
              endedSessions,
              closedAppeals,
            },
            remark: `申诉编号 ${appeal.applyNo}`,
          });
          await tellApplicant(tx, appeal, 'approved', platformName);
        });
      } catch (error) {
        // another account took the number between the check and the change
        if (violatedConstraint(error) === 'users_mobile_key') throw mobileTaken();
        throw error;
      }
    },

    /** The reason is the reviewer's: the applicant reads it at 申诉进度查询; the SMS only says where. */
    async reject(appealId: string, reviewer: Reviewer, reason: string) {
      const platformName = await deps.platformName();
      return decide(appealId, reviewer, async (tx, appeal) => {
        await appeals.decide(
          appeal.id,
          {
            status: 'rejected',
            reviewedBy: reviewer.id,
            reviewRemark: appeal.userId ? reason : NO_ACCOUNT_REJECTION,
          },
          tx,
        );
        await recordOnAppeal(tx, reviewer, appeal, 'appeal.reject', { status: 'rejected' }, reason);
        await tellApplicant(tx, appeal, 'rejected', platformName);
      });
    },
  };
};

export type AppealReviewService = ReturnType<typeof createAppealReviewService>;
