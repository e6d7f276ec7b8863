import { type OperatorRole, PAGES } from '@rrsp/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../database/client.ts';
import { users } from '../identity/tables.ts';
import type { Messenger } from './messenger.ts';

/** The console's queues, who works each, and what a new item in it says. */
const QUEUES = {
  settlement: { role: 'marketReviewer', title: '有新的入驻申请待审核', link: PAGES.admin.settlement.path },
  shelf: { role: 'marketReviewer', title: '有新的服务或产品待审核', link: PAGES.admin.shelf.path },
  reports: { role: 'marketReviewer', title: '有新的举报待处理', link: PAGES.admin.reports.path },
  appeals: { role: 'accountManager', title: '有新的账号申诉待审核', link: PAGES.admin.appeals.path },
  editorial: { role: 'contentReviewer', title: '有新的内容待审核', link: PAGES.admin.content.path },
} as const satisfies Record<string, { role: OperatorRole; title: string; link: string }>;

export type ConsoleQueue = keyof typeof QUEUES;

/** One message per queue, operator and hour: a busy queue is news once, not once per item. */
const hourOf = (date: Date) => date.toISOString().slice(0, 13);

/**
 * Tells the active operators who work a queue that something new waits in it (消息类型「待处理的审核事项」), on the
 * transaction that put it there: the item and its news exist together. The author of the item is not told of it.
 */
export const createQueueAlerts = (messenger: Messenger) => ({
  async alert(
    executor: Executor,
    queue: ConsoleQueue,
    options: { except?: string | null } = {},
  ): Promise<void> {
    const spec = QUEUES[queue];
    const operators = await executor
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.status, 'active'), sql`${spec.role} = any(${users.operatorRoles})`));
    const hour = hourOf(new Date());
    const keyOf = (operatorId: string) => `queue:${queue}:${operatorId}:${hour}`;
    const wanted = operators.filter((operator) => operator.id !== options.except);
    // told this hour already: no lock on their counters (every submission of a busy hour would queue behind them)
    const told = await messenger.store.storedKeys(
      wanted.map((operator) => keyOf(operator.id)),
      executor,
    );
    await messenger.send(
      wanted
        .filter((operator) => !told.has(keyOf(operator.id)))
        .map((operator) => ({
          userId: operator.id,
          kind: 'queue.pending' as const,
          title: spec.title,
          body: `${spec.title}，请及时处理。同一队列一小时内只提醒一次。`,
          link: spec.link,
          dedupeKey: keyOf(operator.id),
        })),
      { executor },
    );
  },
});

export type QueueAlerts = ReturnType<typeof createQueueAlerts>;
