import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/database/client.ts';
import type { Notifier } from '../../platform/notifier/notifier.ts';
import { platformNumber, platformSetting, platformText } from '../../platform/notifier/platform-text.ts';
import { appealApplications } from './tables.ts';

export interface AppealCancellationDeps {
  db: Database;
  notifier: Notifier;
  platformName: () => Promise<string>;
}

export const CANCELLED_REMARK = '账号持有人已登录或重置密码，申诉自动撤销';

/**
 * An appeal says "I can no longer reach this account"; its owner signing in or resetting the password says
 * otherwise. So anyone's pending appeals for the account end there, and the owner is told, in case one was not
 * theirs: an appeal filed by a stranger can never stand between the owner and the account.
 *
 * Except an appeal filed soon after the account's password or mobile changed (ownerMayCancel false): the one signing
 * in may be whoever changed them, so such an appeal waits for a reviewer.
 */
export const createAppealCancellation =
  ({ db, notifier, platformName }: AppealCancellationDeps) =>
  async (owner: { id: string; username: string; mobile: string | null }): Promise<number> => {
    const cancelled = await db
      .update(appealApplications)
      .set({ status: 'cancelled', reviewedAt: new Date(), reviewRemark: CANCELLED_REMARK })
      .where(
        and(
          eq(appealApplications.status, 'pending'),
          eq(appealApplications.ownerMayCancel, true),
          or(
            eq(appealApplications.userId, owner.id),
            sql`lower(${appealApplications.username}) = lower(${owner.username})`,
          ),
        ),
      )
      .returning({ applyNo: appealApplications.applyNo });
    if (cancelled.length === 0 || !owner.mobile) return cancelled.length;
    const numbers = cancelled.map((row) => row.applyNo).sort();
    const sign = platformSetting(await platformName());
    const listed = numbers.map(platformNumber).reduce((list, number) => platformText`${list}、${number}`);
    await notifier.sendSms(
      {
        mobile: owner.mobile,
        text: platformText`【${sign}】您的账号有 ${numbers.length} 条待处理的账号申诉（编号 ${listed}）因您已登录或重置密码而自动撤销。如申诉并非您本人提交，说明有人试图取得您的账号，请妥善保管密码与验证码。`,
        purpose: 'security-notice',
      },
      { dedupeKey: `appeal-cancelled:${numbers.join(',')}` },
    );
    return cancelled.length;
  };

export type AppealCancellation = ReturnType<typeof createAppealCancellation>;
