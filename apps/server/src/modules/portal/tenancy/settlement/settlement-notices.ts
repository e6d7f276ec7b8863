import { PAGES } from '@rrsp/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { EventJobPayload } from '../../../../platform/events/events.ts';
import { platformText, settledTenantName } from '../../../../platform/notifier/platform-text.ts';
import { createSettlementRepository } from './settlement-repository.ts';
import { SETTLEMENT_APPROVED, SETTLEMENT_REJECTED } from './settlement-service.ts';

export const SETTLEMENT_DECIDED_JOB = 'portal:settlement-decided';

export const settlementSubscriptions = {
  [SETTLEMENT_APPROVED]: [SETTLEMENT_DECIDED_JOB],
  [SETTLEMENT_REJECTED]: [SETTLEMENT_DECIDED_JOB],
};

/**
 * Hung on the decision events: the applicant hears of the decision by SMS and finds it in their work area. A retried
 * job writes the notice once (its dedupe key) and the notifier sends the SMS once.
 */
export const defineSettlementNotices = (app: FastifyInstance) => {
  const applications = createSettlementRepository(app.db);
  app.jobs.define<EventJobPayload>(SETTLEMENT_DECIDED_JOB, async ({ eventId }) => {
    const event = await app.events.load(eventId, z.object({ applicationId: z.string() }));
    if (!event) return;
    const application = await applications.byId(event.payload.applicationId);
    if (!application) return;
    const name = application.name ?? '您的主体';
    const approved = event.type === SETTLEMENT_APPROVED;
    const participant = application.roles.includes('participant');
    const area = participant ? PAGES.participants.home : PAGES.servant.home;
    const areaName = participant ? '参与主体工作台' : '服务商工作台';
    const notice = approved
      ? {
          title: '入驻申请已通过',
          body: `「${name}」已通过平台入驻审核，您已成为该主体的管理员，可进入${areaName}开展业务。`,
          link: area.path,
        }
      : {
          title: '入驻申请被驳回',
          body: `「${name}」的入驻申请未通过审核${application.rejectionRemark ? `：${application.rejectionRemark.replace(/[。.！!]+$/, '')}` : ''}。请按提示修改后重新提交。`,
          link: PAGES.participants.settled.path,
        };
    await app.messenger.send([
      {
        userId: application.applicantUserId,
        kind: 'settlement.decided',
        ...notice,
        dedupeKey: `${SETTLEMENT_DECIDED_JOB}:${eventId}`,
        // a name is the applicant's words until an operator approved it: only then may the SMS carry it
        sms: {
          text: (sign) =>
            application.status === 'approved' && application.name
              ? platformText`【${sign}】您提交的「${settledTenantName({ name: application.name, status: application.status })}」入驻申请已通过审核，登录平台即可进入工作台。`
              : approved
                ? platformText`【${sign}】您提交的入驻申请已通过审核，登录平台即可进入工作台。`
                : platformText`【${sign}】您提交的入驻申请未通过审核，请登录平台查看需修改的内容后重新提交。`,
          purpose: approved ? 'settlement-approved' : 'settlement-rejected',
        },
      },
    ]);
  });
};
