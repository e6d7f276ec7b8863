import type { CheckResult } from '@rrsp/contract';
import { describe, expect, it } from 'vitest';
import { checksSummary, flaggedFields } from './checks.ts';

const check = (id: CheckResult['id'], outcome: CheckResult['outcome']): CheckResult => ({
  id,
  outcome,
  label: id,
  detail: '',
});

describe('the automatic checklist', () => {
  it('flags the field each unpassed check concerns, a failure over a warning', () => {
    expect(
      flaggedFields([
        check('creditCodeCheckDigit', 'warn'),
        check('creditCodeUnique', 'fail'),
        check('regionExists', 'pass'),
        check('licenceImage', 'warn'),
      ]),
    ).toEqual({ creditCode: 'fail', licenceFileId: 'warn' });
    expect(flaggedFields([check('creditCodeUnique', 'fail'), check('creditCodeCheckDigit', 'warn')])).toEqual(
      {
        creditCode: 'fail',
      },
    );
  });

  it('sums the outcomes up in one line', () => {
    const all = ['creditCodeCheckDigit', 'creditCodeUnique', 'regionExists', 'licenceImage'] as const;
    expect(checksSummary(all.map((id) => check(id, 'pass')))).toBe('全部 4 项通过');
    expect(
      checksSummary([
        check('creditCodeCheckDigit', 'warn'),
        check('creditCodeUnique', 'pass'),
        check('regionExists', 'pass'),
        check('licenceImage', 'fail'),
      ]),
    ).toBe('2 项通过 · 1 项需人工确认 · 1 项未通过');
    expect(checksSummary([])).toBe('暂无核验结果');
  });
});
