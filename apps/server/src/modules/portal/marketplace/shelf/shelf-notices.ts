import { SHELF_KIND_LABELS } from '@rrsp/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { EventJobPayload } from '../../../../platform/events/events.ts';
import { tenantMembers, tenants } from '../../../../platform/identity/tables.ts';
import { createWorkNoticeRepository } from '../../messages/public.ts';
import { SHELF_KIND_DEFINITIONS } from '../shelf-kind-registry.ts';
import { SHELF_DECIDED } from './shelf-service.ts';
import { shelfItems, shelfRevisions } from './tables.ts';

export const SHELF_DECIDED_JOB = 'portal:shelf-decided';

export const shelfSubscriptions = { [SHELF_DECIDED]: [SHELF_DECIDED_JOB] };

const trimStop = (text: string) => text.replace(/[。.！!]+$/, '');

/**
 * Hung on the operator's decisions: whoever created the item finds the outcome in their work area, with the reason, and
 * a link to the item. A retried job writes the notice once (its dedupe key).
 */
export const defineShelfNotices = (app: FastifyInstance) => {
  const workNotices = createWorkNoticeRepository(app.db);
  app.jobs.define<EventJobPayload>(SHELF_DECIDED_JOB, async ({ eventId }) => {
    const event = await app.events.load(eventId, z.object({ itemId: z.string(), action: z.string() }));
    if (!event) return;
    const [row] = await app.db
      .select({ item: shelfItems, name: shelfRevisions.name, roles: tenants.roles })
      .from(shelfItems)
      // an off-shelf concerns the listed version; a decision on an audit, the version under audit
      .innerJoin(
        shelfRevisions,
        eq(
          shelfRevisions.id,
          event.payload.action === 'offShelf'
            ? sql`coalesce(${shelfItems.listedRevisionId}, ${shelfItems.workingRevisionId})`
            : shelfItems.workingRevisionId,
        ),
      )
      .innerJoin(tenants, eq(tenants.id, shelfItems.tenantId))
      .where(eq(shelfItems.id, event.payload.itemId));
    if (!row) return;
    const { item, name } = row;
    // the creator while still a member; otherwise the tenant's admins (the news is the tenant's, not a former member's)
    const members = await app.db
      .select({ userId: tenantMembers.userId, isAdmin: tenantMembers.isAdmin })
      .from(tenantMembers)
      .where(eq(tenantMembers.tenantId, item.tenantId));
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
    await workNotices.post(
      recipients.map((userId) => ({
        userId,
        ...notice,
        link,
        dedupeKey: `${SHELF_DECIDED_JOB}:${eventId}:${userId}`,
      })),
    );
  });
};
