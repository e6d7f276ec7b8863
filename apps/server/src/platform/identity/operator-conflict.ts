import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../database/client.ts';
import { forbidden } from '../http/errors.ts';
import { tenantMembers } from './tables.ts';

/** What an operator decides on, in the words of the refusal: 审核 + 服务, 处理 + 产品的举报. */
export interface DecisionSubject {
  verb: string;
  noun: string;
}

/**
 * The refusal of a decision the operator is party to: something they submitted themselves, or something of a tenant
 * they are a member of. Four eyes (decisions 020 and 022): another operator decides.
 */
export const ownDecisionRefused = (subject: DecisionSubject, whose: '自己提交' | '本人所在主体') =>
  forbidden(`不能${subject.verb}${whose}的${subject.noun}，请由其他运营人员${subject.verb}`, 'OWN_WORK');

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
  if (!tenantId) return;
  const [membership] = await tx
    .select({ userId: tenantMembers.userId })
    .from(tenantMembers)
    .where(and(eq(tenantMembers.tenantId, tenantId), eq(tenantMembers.userId, operatorUserId)));
  if (membership) throw ownDecisionRefused(subject, '本人所在主体');
};
