import { type DecisionSubject, type OwnWork, ownWorkText } from '@rrsp/contract';
import { and, eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../database/client.ts';
import { forbidden } from '../http/errors.ts';
import { tenantMembers } from './tables.ts';

/**
 * The refusal of a decision the operator is party to: something they submitted themselves, or something of a tenant
 * they are a member of. Four eyes (decisions 020 and 022): another operator decides.
 */
export const ownDecisionRefused = (subject: DecisionSubject, whose: OwnWork) =>
  forbidden(ownWorkText(subject, whose), 'OWN_WORK');

const isMember = async (executor: Executor, userId: string, tenantId: string): Promise<boolean> => {
  const [membership] = await executor
    .select({ userId: tenantMembers.userId })
    .from(tenantMembers)
    .where(and(eq(tenantMembers.tenantId, tenantId), eq(tenantMembers.userId, userId)));
  return membership !== undefined;
};

/**
 * What a review shows the operator reading it: `本人所在主体` when the item's tenant counts them among its members, so
 * the console says so in place of buttons the server would refuse. The decision itself checks again (below).
 */
export const operatorConflictOf = async (
  executor: Executor,
  operatorUserId: string,
  tenantId: string | null | undefined,
): Promise<OwnWork | null> =>
  tenantId && (await isMember(executor, operatorUserId, tenantId)) ? '本人所在主体' : null;

/**
 * Conflict of interest (issue 23): an operator who is also a member of a tenant decides nothing about that tenant's
 * settlement, items, reports or content. Called inside the decision's transaction, after the decided row is locked, on
 * that transaction's handle (a `Transaction`, never the pool): the refusal and the decision read the same moment, and
 * the lock holder never waits for a second connection.
 */
export const refuseOperatorConflict = async (
  tx: Transaction,
  operatorUserId: string,
  tenantId: string | null | undefined,
  subject: DecisionSubject,
): Promise<void> => {
  const conflict = await operatorConflictOf(tx, operatorUserId, tenantId);
  if (conflict) throw ownDecisionRefused(subject, conflict);
};
