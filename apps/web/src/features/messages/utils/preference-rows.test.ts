import type { MessagePreferencesView } from '@rrsp/contract';
import { describe, expect, it } from 'vitest';
import { channelCellOf, formValuesOf, preferenceRowsOf, preferencesToSave } from './preference-rows.ts';

const view = (reachable: { sms: boolean; email: boolean }): MessagePreferencesView => ({
  preferences: [
    { kind: 'settlement.decided', sms: false, email: true },
    { kind: 'security', sms: false, email: false },
  ],
  reachable,
});

describe('the settings table cells', () => {
  it('offers no switch where the kind never uses the channel', () => {
    // 合作申请已关闭 goes out by e-mail only; 主体成员邀请 by SMS only
    expect(channelCellOf('cooperation.closed', 'sms', view({ sms: true, email: true }))).toEqual({
      type: 'absent',
    });
    expect(channelCellOf('tenant.invitation', 'email', view({ sms: true, email: true }))).toEqual({
      type: 'absent',
    });
  });

  it('shows a security notice on and fixed, whatever was stored', () => {
    expect(channelCellOf('security', 'sms', view({ sms: true, email: true }))).toEqual({
      type: 'switch',
      checked: true,
      disabled: true,
      why: 'locked',
    });
  });

  it('fixes a channel the account cannot be reached on, off', () => {
    const cell = channelCellOf('settlement.decided', 'email', view({ sms: true, email: false }));
    expect(cell).toEqual({ type: 'switch', checked: false, disabled: true, why: 'unreachable' });
  });

  it('lets the user turn the rest, from what was stored or else the default', () => {
    const reachable = view({ sms: true, email: true });
    expect(channelCellOf('settlement.decided', 'email', reachable)).toEqual({
      type: 'switch',
      checked: true,
      disabled: false,
    });
    // nothing stored for 收到合作申请: its default, SMS on
    expect(channelCellOf('cooperation.received', 'sms', reachable)).toEqual({
      type: 'switch',
      checked: true,
      disabled: false,
    });
  });
});

describe('what 保存 sends', () => {
  it('sends the switches as turned, security on, a channel never used off, an unreachable one as stored', () => {
    const shown = view({ sms: true, email: false });
    const rows = preferenceRowsOf(['settlement.decided', 'cooperation.closed', 'security'], shown);
    const values = formValuesOf(rows);
    // the e-mail switches are fixed (no address), so the form holds only the SMS ones the user may turn
    expect(values).toEqual({ 'settlement.decided': { sms: false }, 'cooperation.closed': {}, security: {} });
    const saved = preferencesToSave(rows, { ...values, 'settlement.decided': { sms: true } }, shown);
    expect(saved.preferences).toEqual([
      { kind: 'settlement.decided', sms: true, email: true },
      { kind: 'cooperation.closed', sms: false, email: false },
      { kind: 'security', sms: true, email: false },
    ]);
  });
});
