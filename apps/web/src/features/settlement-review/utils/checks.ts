import type { CheckResult, SettlementField } from '@rrsp/contract';

/** The automatic checklist beside an application: which field each check concerns, and a one-line summary. */

export const CHECK_FIELDS: Record<CheckResult['id'], SettlementField> = {
  creditCodeCheckDigit: 'creditCode',
  creditCodeUnique: 'creditCode',
  regionExists: 'regionCode',
  licenceImage: 'licenceFileId',
};

export const OUTCOME_LABELS: Record<CheckResult['outcome'], string> = {
  pass: '通过',
  warn: '需人工确认',
  fail: '未通过',
};

/** The fields a check did not pass on, with the worst outcome for each (a fail beats a warning). */
export const flaggedFields = (
  checks: readonly CheckResult[],
): Partial<Record<SettlementField, 'warn' | 'fail'>> => {
  const flagged: Partial<Record<SettlementField, 'warn' | 'fail'>> = {};
  for (const check of checks) {
    if (check.outcome === 'pass') continue;
    const field = CHECK_FIELDS[check.id];
    if (flagged[field] !== 'fail') flagged[field] = check.outcome;
  }
  return flagged;
};

/** 全部 4 项通过, or 2 项通过 · 1 项需人工确认 · 1 项未通过. */
export const checksSummary = (checks: readonly CheckResult[]): string => {
  if (checks.length === 0) return '暂无核验结果';
  const count = (outcome: CheckResult['outcome']) =>
    checks.filter((check) => check.outcome === outcome).length;
  if (count('pass') === checks.length) return `全部 ${checks.length} 项通过`;
  return (['pass', 'warn', 'fail'] as const)
    .filter((outcome) => count(outcome) > 0)
    .map((outcome) => `${count(outcome)} 项${OUTCOME_LABELS[outcome]}`)
    .join(' · ');
};
