import { SHELF_KIND_LABELS } from '@rrsp/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { EventJobPayload } from '../../../../platform/events/events.ts';
import { fixedLabel, type PlatformText, platformText } from '../../../../platform/notifier/platform-text.ts';
import { SHELF_KIND_DEFINITIONS } from '../shelf-kind-registry.ts';
import { createShelfRepository } from './shelf-repository.ts';
import { SHELF_DECIDED } from './shelf-service.ts';

export const SHELF_DECIDED_JOB = 'portal:shelf-decided';

export const shelfSubscriptions = { [SHELF_DECIDED]: [SHELF_DECIDED_JOB] };

const trimStop = (text: string) => text.replace(/[。.！!]+$/, '');

/**
 * Hung on the operator's decisions: whoever created the item finds the outcome in their work area, with the reason, and
 * a link to the item. A retried job writes the notice once (its dedupe key).
 */
export const defineShelfNotices = (app: FastifyInstance) => {
  const items = createShelfRepository(app.db);
  app.jobs.define<EventJobPayload>(SHELF_DECIDED_JOB, async ({ eventId }) => {
    const event = await app.events.load(eventId, z.object({ itemId: z.string(), action: z.string() }));
    if (!event) return;
    const row = await items.decided(event.payload.itemId, event.payload.action === 'offShelf');
    if (!row) return;
    const { item, name } = row;
    // the creator while still a member; otherwise the tenant's admins (the news is the tenant's, not a former member's)
    const members = await app.identity.memberships.membersOf(item.tenantId);
    const creator = item.createdBy;
    const recipients =
      creator && members.some((member) => member.userId === creator)
        ? [creator]
        : members.filter((member) => member.isAdmin).map((member) => member.userId);
    if (recipients.length === 0) return;
    const noun = SHELF_KIND_LABELS[item.kind];
    const area = row.roles.includes('participant') ? 'participants' : 'servant';
    const link = SHELF_KIND_DEFINITIONS[item.kind].ownerLink(area, item.id);
    const notice =
      event.payload.action === 'approve'
        ? { title: `${noun}审核通过`, body: `您发布的${noun}「${name}」已通过平台审核并上架。` }
        : event.payload.action === 'reject'
          ? {
              title: `${noun}未通过审核`,
              body: `您发布的${noun}「${name}」未通过审核：${trimStop(item.rejectReason ?? '请查看详情')}。修改后可重新提交。`,
            }
          : {
              title: `${noun}已被平台下架`,
              body: `您发布的${noun}「${name}」已被平台下架：${trimStop(item.offShelfReason ?? '请查看详情')}。如有疑问请联系平台客服。`,
            };
    const takenDown = event.payload.action === 'offShelf';
    await app.messenger.send(
      recipients.map((userId) => ({
        userId,
        kind: takenDown ? ('shelf.takenDown' as const) : ('shelf.decided' as const),
        ...notice,
        link,
        dedupeKey: `${SHELF_DECIDED_JOB}:${eventId}:${userId}`,
        // the item's name is the publisher's own words: the SMS says only what the platform did
        ...(takenDown
          ? {
              sms: {
                text: (sign: PlatformText) =>
                  platformText`【${sign}】您发布的一项${fixedLabel(SHELF_KIND_LABELS, item.kind)}已被平台下架，请登录平台在“消息中心”查看原因。`,
                purpose: 'shelf-taken-down',
              },
            }
          : {}),
      })),
    );
  });
};
