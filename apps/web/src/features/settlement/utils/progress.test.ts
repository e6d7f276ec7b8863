import { describe, expect, it } from 'vitest';
import { settlementProgress } from './progress.ts';

describe('settlementProgress', () => {
  it('invites someone without an application to apply', () => {
    expect(settlementProgress(null)).toEqual({
      current: 1,
      stepStatus: 'process',
      line: undefined,
      action: '申请入驻',
    });
  });

  it('sends a draft back to the form', () => {
    const progress = settlementProgress({ status: 'draft', name: '苗岭茶叶', waitingSeconds: null });
    expect(progress.current).toBe(1);
    expect(progress.action).toBe('继续填写申请');
    expect(progress.line).toContain('「苗岭茶叶」');
  });

  it('shows the wait of a pending application', () => {
    const progress = settlementProgress({ status: 'submitted', name: '苗岭茶叶', waitingSeconds: 8100 });
    expect(progress.current).toBe(2);
    expect(progress.line).toBe('「苗岭茶叶」的入驻申请已提交，等待平台审核，已等待 2 小时 15 分。');
    expect(settlementProgress({ status: 'resubmitted', name: null, waitingSeconds: null }).line).toBe(
      '入驻申请已重新提交，等待平台审核。',
    );
  });

  it('marks the review step of a rejected application as failed', () => {
    const progress = settlementProgress({ status: 'rejected', name: '苗岭茶叶', waitingSeconds: null });
    expect(progress.stepStatus).toBe('error');
    expect(progress.action).toBe('修改后重新提交');
  });

  it('moves an approved one to the last step', () => {
    expect(settlementProgress({ status: 'approved', name: '苗岭茶叶', waitingSeconds: null }).current).toBe(
      3,
    );
  });
});
