import {
  type BodyOf,
  type FieldReasons,
  rejectSettlement,
  SETTLEMENT_FIELDS,
  type SettlementField,
} from '@rrsp/contract';

/**
 * The reject form's values → the contract's reject body. The operator ticks the fields to fix and writes a reason
 * for each, and may add a sentence for the whole; reasons of fields no longer ticked are left out, blanks dropped.
 */

export interface RejectFormValues {
  /** The ticked fields. */
  fields?: SettlementField[];
  /** A reason per field (kept while the operator unticks and ticks again). */
  reasons?: Partial<Record<SettlementField, string | undefined>>;
  remark?: string;
}

export type RejectBody = BodyOf<typeof rejectSettlement>;

export const buildRejectBody = (applicationId: string, values: RejectFormValues): RejectBody => {
  const ticked = new Set(values.fields ?? []);
  const fieldReasons: FieldReasons = {};
  // in form order, so the applicant reads them in the order of the form
  for (const field of SETTLEMENT_FIELDS) {
    const reason = values.reasons?.[field]?.trim();
    if (ticked.has(field) && reason) fieldReasons[field] = reason;
  }
  const remark = values.remark?.trim();
  return { applicationId, fieldReasons, ...(remark ? { remark } : {}) };
};

export interface RejectBodyIssue {
  /** Where the contract puts it: `remark` (no reason at all, or too long) or `fieldReasons.<field>`. */
  path: string;
  message: string;
}

/** What is wrong with the body by the contract's own rules (at least one reason, lengths); empty when nothing. */
export const rejectBodyIssues = (body: RejectBody): RejectBodyIssue[] => {
  const checked = rejectSettlement.body?.safeParse(body);
  return !checked || checked.success
    ? []
    : checked.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};
