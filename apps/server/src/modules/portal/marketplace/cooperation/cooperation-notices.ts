import { PAGES, SHELF_KIND_LABELS } from '@rrsp/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { EventJobPayload } from '../../../../platform/events/events.ts';
import { maskMobile } from '../../../../platform/masking.ts';
import {
  fixedLabel,
  maskedMobile,
  type PlatformText,
  platformText,
} from '../../../../platform/notifier/platform-text.ts';
import { createCooperationRepository } from './cooperation-repository.ts';
import { COOPERATION_REQUESTED } from './cooperation-service.ts';

export const COOPERATION_SMS_JOB = 'portal:cooperation-sms';

export const cooperationSubscriptions = { [COOPERATION_REQUESTED]: [COOPERATION_SMS_JOB] };

const DetailsContactSchema = z.object({ contactMobile: z.string().nullable().optional() });

/**
 * Hung on a new request: the publisher's creator (or its admins) get a message, and an SMS at the item's contact
 * mobile (else the creator's) when they want one, with the requester's mobile masked; the full number waits in the
 * work area. The requester's name and message, and the item's name (the publisher's words, sent to a number the
 * publisher typed), stay out of it: the SMS goes out under the platform's name, and only PlatformText goes into it.
 * A retried job sends once (its dedupe key).
 */
export const defineCooperationNotices = (app: FastifyInstance) => {
  const requests = createCooperationRepository(app.db);
  app.jobs.define<EventJobPayload>(COOPERATION_SMS_JOB, async ({ eventId }) => {
    const event = await app.events.load(eventId, z.object({ requestId: z.string() }));
    if (!event) return;
    const row = await requests.toAnnounce(event.payload.requestId);
    if (!row) return;
    const contact = DetailsContactSchema.safeParse(row.details);
    const contactMobile = (contact.success ? contact.data.contactMobile : null) ?? row.creatorMobile;
    // the creator while still a member; otherwise the tenant's admins (the request is the tenant's)
    const members = await app.identity.memberships.membersOf(row.tenantId);
    const recipients =
      row.creatorId && members.some((member) => member.userId === row.creatorId)
        ? [row.creatorId]
        : members.filter((member) => member.isAdmin).map((member) => member.userId);
    const tenant = await app.identity.tenants.byId(row.tenantId);
    const area = tenant?.roles.includes('participant') ? PAGES.participants : PAGES.servant;
    const noun = SHELF_KIND_LABELS[row.kind];
    await app.messenger.send(
      recipients.map((userId, index) => ({
        userId,
        kind: 'cooperation.received' as const,
        title: '收到合作申请',
        body: `您发布的${noun}「${row.name}」收到一条合作申请（联系电话 ${maskMobile(row.request.mobile)}），请查看并回复。`,
        link: area.cooperation.path,
        dedupeKey: `${COOPERATION_SMS_JOB}:${eventId}:${userId}`,
        // one SMS to the item's contact number, whichever member it is sent for
        ...(index === 0 && contactMobile
          ? {
              sms: {
                mobile: contactMobile,
                text: (sign: PlatformText) =>
                  platformText`【${sign}】您发布的一项${fixedLabel(SHELF_KIND_LABELS, row.kind)}收到一条合作申请（联系电话 ${maskedMobile(row.request.mobile)}），请登录平台在工作台“合作申请”中查看并回复。`,
                purpose: 'cooperation-request',
              },
            }
          : {}),
      })),
    );
  });
};
