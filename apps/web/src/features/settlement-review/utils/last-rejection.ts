import { SETTLEMENT_FIELD_LABELS, type SettlementField, type SettlementLogEntry } from '@rrsp/contract';

/**
 * What the operator wrote at the latest rejection, read from the log: the application's own `rejectionRemark` is
 * cleared when the applicant resubmits, the log keeps it. The remark, else the fields sent back; null when there was
 * no rejection.
 */
export const lastRejectionText = (log: readonly SettlementLogEntry[]): string | null => {
  const rejection = log.findLast((entry) => entry.action === 'rejected');
  if (!rejection) return null;
  if (rejection.remark) return rejection.remark;
  const fields = Object.keys(rejection.fieldReasons ?? {}) as SettlementField[];
  return fields.length > 0
    ? `需修改：${fields.map((field) => SETTLEMENT_FIELD_LABELS[field]).join('、')}`
    : null;
};
