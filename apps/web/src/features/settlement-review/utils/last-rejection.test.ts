import type { SettlementLogEntry } from '@rrsp/contract';
import { describe, expect, it } from 'vitest';
import { lastRejectionText } from './last-rejection.ts';

const entry = (
  action: SettlementLogEntry['action'],
  more: Partial<SettlementLogEntry> = {},
): SettlementLogEntry => ({
  action,
  actorName: action === 'rejected' ? '平台运营' : '申请人',
  actorRole: action === 'rejected' ? 'operator' : 'applicant',
  at: '2026-05-01T02:00:00.000Z',
  remark: null,
  fieldReasons: null,
  changedFields: [],
  ...more,
});

describe('the previous round’s rejection', () => {
  it('is the remark of the latest rejection, after a resubmission cleared it from the application', () => {
    expect(
      lastRejectionText([
        entry('submitted'),
        entry('rejected', { remark: '名称与执照不一致' }),
        entry('resubmitted'),
        entry('rejected', { remark: '地址仍不完整' }),
        entry('resubmitted'),
      ]),
    ).toBe('地址仍不完整');
  });

  it('names the fields sent back when the operator wrote no remark', () => {
    expect(
      lastRejectionText([
        entry('submitted'),
        entry('rejected', { fieldReasons: { address: '请写到门牌号', licenceFileId: '照片反光' } }),
        entry('resubmitted'),
      ]),
    ).toBe('需修改：详细地址、营业执照');
  });

  it('is nothing for an application that was never rejected', () => {
    expect(lastRejectionText([entry('saved'), entry('submitted')])).toBeNull();
  });
});
