import {
  CreditCodeFormatSchema,
  SETTLEMENT_FIELDS,
  type SettlementDraft,
  SettlementDraftSchema,
  type SettlementField,
  type SettlementForm,
  SettlementFormSchema,
} from '@rrsp/contract';
import type { z } from 'zod';
import { draftOf, type FieldIssue, isSettlementField, type SettlementFormValues } from './form-values.ts';

/**
 * The application's checks by the contract's schemas (zod, 21 KiB), apart from form-values.ts: the form loads this
 * module when a field is first checked or a draft first saved, not with the page (docs/decisions/034).
 */

/** The fields' own rules, for the form's items. */
export const FIELD_SCHEMAS = {
  creditCode: CreditCodeFormatSchema,
  name: SettlementFormSchema.shape.name,
  legalRepresentative: SettlementFormSchema.shape.legalRepresentative,
};

const issuesOf = (error: z.ZodError): FieldIssue[] => {
  const byField = new Map<SettlementField, string[]>();
  for (const issue of error.issues) {
    const name = issue.path[0];
    if (!isSettlementField(name)) continue;
    byField.set(name, [...(byField.get(name) ?? []), issue.message]);
  }
  return SETTLEMENT_FIELDS.flatMap((name) => {
    const errors = byField.get(name);
    return errors ? [{ name, errors }] : [];
  });
};

/** A draft may be half-filled, but what is filled in must be right (the server checks the same). */
export const checkDraft = (
  values: SettlementFormValues,
): { ok: true; draft: SettlementDraft } | { ok: false; issues: FieldIssue[] } => {
  const result = SettlementDraftSchema.safeParse(draftOf(values));
  return result.success ? { ok: true, draft: result.data } : { ok: false, issues: issuesOf(result.error) };
};

/** A submission needs everything; the issues name the fields, in form order. */
export const checkSubmission = (
  values: SettlementFormValues,
): { ok: true; form: SettlementForm } | { ok: false; issues: FieldIssue[] } => {
  const result = SettlementFormSchema.safeParse(draftOf(values));
  return result.success ? { ok: true, form: result.data } : { ok: false, issues: issuesOf(result.error) };
};
