import { SHELF_KIND_LABELS } from '@rrsp/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { EventJobPayload } from '../../../../platform/events/events.ts';
import { maskMobile } from '../../../../platform/masking.ts';
import { createPlatformConfigRepository } from '../../../../platform/platform-config/platform-config-repository.ts';
import { createCooperationRepository } from './cooperation-repository.ts';
import { COOPERATION_REQUESTED } from './cooperation-service.ts';

export const COOPERATION_SMS_JOB = 'portal:cooperation-sms';

export const cooperationSubscriptions = { [COOPERATION_REQUESTED]: [COOPERATION_SMS_JOB] };

const DetailsContactSchema = z.object({ contactMobile: z.string().nullable().optional() });

/**
 * Hung on a new request: the publisher gets an SMS at the item's contact mobile (else its creator's), with the
 * requester's mobile masked; the full number waits in the work area. The requester's name and message stay out of
 * it: the SMS goes out under the platform's name, and only text the platform controls goes into it. A retried job
 * sends once (its dedupe key).
 */
export const defineCooperationNotices = (app: FastifyInstance) => {
  const platform = createPlatformConfigRepository(app.db);
  const requests = createCooperationRepository(app.db);
  app.jobs.define<EventJobPayload>(COOPERATION_SMS_JOB, async ({ eventId }) => {
    const event = await app.events.load(eventId, z.object({ requestId: z.string() }));
    if (!event) return;
    const row = await requests.toAnnounce(event.payload.requestId);
    if (!row) return;
    const contact = DetailsContactSchema.safeParse(row.details);
    const mobile = (contact.success ? contact.data.contactMobile : null) ?? row.creatorMobile;
    if (!mobile) return;
    await app.notifier.sendSms(
      {
        mobile,
        text: `【${await platform.platformName()}】您发布的${SHELF_KIND_LABELS[row.kind]}「${row.name}」收到一条合作申请（联系电话 ${maskMobile(row.request.mobile)}），请登录平台在工作台“合作申请”中查看并回复。`,
        purpose: 'cooperation-request',
      },
      { dedupeKey: `${COOPERATION_SMS_JOB}:${eventId}` },
    );
  });
};
