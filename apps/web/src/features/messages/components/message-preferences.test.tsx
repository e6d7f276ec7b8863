// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { click, refusal, renderWithApp, settle } from '../../../lib/jsdom-test-support.tsx';
import { createMessagesFake } from '../utils/message-test-support.ts';

/** 接收设置 in jsdom: the real table and form; the endpoints are an in-memory fake. */

const fake = createMessagesFake();
vi.mock('../../../lib/api.ts', () => ({ api: { request: fake.request } }));
vi.mock('../../../lib/live/index.ts', () => ({
  useLiveState: () => ({ tally: null, transport: 'offline' }),
  subscribeLiveEvents: () => () => {},
  setLiveTally: vi.fn(),
}));
const { MessagePreferences } = await import('./message-preferences.tsx');

afterEach(() => fake.reset());

const PREFERENCES = '/basics/pc/message/preferences';

const render = async (area: 'participants' | 'admin' = 'participants') => {
  renderWithApp(
    <MessagePreferences
      area={area}
      kinds={['settlement.decided', 'cooperation.closed', 'tenant.invitation', 'security']}
    />,
    { router: true },
  );
  await settle();
  await settle();
};

/** The row of a kind: its cells' text and each switch as `on`/`off`, `fixed` when it cannot be turned. */
const row = (label: string) => {
  const tr = [...document.querySelectorAll('tbody tr')].find((element) =>
    element.querySelector('td')?.textContent?.startsWith(label),
  );
  if (!tr) throw new Error(`no row ${label}`);
  return [...tr.querySelectorAll('td')].slice(1).map((td) => {
    const control = td.querySelector<HTMLButtonElement>('button[role="switch"]');
    if (!control) return td.textContent?.includes('—') ? '—' : td.textContent;
    const state = control.getAttribute('aria-checked') === 'true' ? 'on' : 'off';
    return control.disabled ? `${state} fixed` : state;
  });
};

const switchOf = (label: string) =>
  document.querySelector<HTMLButtonElement>(`button[role="switch"][aria-label="${label}"]`);

describe('the settings table', () => {
  it('always delivers 站内信, shows a dash where a kind never uses a channel, and the stored choices', async () => {
    fake.state.preferences = {
      preferences: [{ kind: 'settlement.decided', sms: false, email: true }],
      reachable: { sms: true, email: true },
    };
    await render();
    expect(row('入驻审核结果')).toEqual(['on fixed', 'off', 'on']);
    // 合作申请已关闭 goes out by e-mail only (default off); 主体成员邀请 by SMS only (default on)
    expect(row('合作申请已关闭')).toEqual(['on fixed', '—', 'off']);
    expect(row('主体成员邀请')).toEqual(['on fixed', 'on', '—']);
    expect(switchOf('入驻审核结果：站内信，始终送达')?.disabled).toBe(true);
  });

  it('shows a security notice on and fixed, and says it cannot be turned off', async () => {
    fake.state.preferences = {
      preferences: [{ kind: 'security', sms: false, email: false }],
      reachable: { sms: true, email: true },
    };
    await render();
    expect(row('账号安全提醒')).toEqual(['on fixed', 'on fixed', '—']);
    const sms = switchOf('账号安全提醒：短信');
    const why = document.getElementById(sms?.getAttribute('aria-describedby') ?? '');
    expect(why?.textContent).toBe('安全提醒不可关闭');
  });

  it('fixes SMS off without a bound mobile, and leads to the account settings to bind one', async () => {
    fake.state.preferences = {
      preferences: [{ kind: 'settlement.decided', sms: true, email: false }],
      reachable: { sms: false, email: true },
    };
    await render('admin');
    expect(row('入驻审核结果')).toEqual(['on fixed', 'off fixed', 'off']);
    expect(row('主体成员邀请')).toEqual(['on fixed', 'off fixed', '—']);
    const hint = document.getElementById(
      switchOf('入驻审核结果：短信')?.getAttribute('aria-describedby') ?? '',
    );
    expect(hint?.textContent).toContain('账户未绑定手机号');
    expect(hint?.querySelector('a')?.getAttribute('href')).toBe('/admin/account');
    expect(document.body.textContent).not.toContain('账户未绑定邮箱');
  });

  it('fixes e-mail off without an address, with its own hint', async () => {
    fake.state.preferences = { preferences: [], reachable: { sms: true, email: false } };
    await render();
    expect(row('合作申请已关闭')).toEqual(['on fixed', '—', 'off fixed']);
    const hint = document.getElementById(
      switchOf('合作申请已关闭：电子邮件')?.getAttribute('aria-describedby') ?? '',
    );
    expect(hint?.textContent).toContain('账户未绑定邮箱');
    expect(hint?.querySelector('a')?.getAttribute('href')).toBe('/participants/account');
  });
});

describe('saving the settings', () => {
  it('sends the switches as turned, keeps what cannot be turned, and says it saved', async () => {
    fake.state.preferences = {
      preferences: [{ kind: 'settlement.decided', sms: true, email: false }],
      reachable: { sms: false, email: true },
    };
    await render();
    await act(async () => switchOf('入驻审核结果：电子邮件')?.click());
    await click('保存设置');
    const saves = fake.sentTo(PREFERENCES).filter((call) => call.method === 'PUT');
    expect(saves.map((call) => call.body)).toEqual([
      {
        preferences: [
          // SMS unreachable: its stored choice is kept, not turned off
          { kind: 'settlement.decided', sms: true, email: true },
          { kind: 'cooperation.closed', sms: false, email: false },
          { kind: 'tenant.invitation', sms: true, email: false },
          { kind: 'security', sms: true, email: false },
        ],
      },
    ]);
    expect(document.querySelector('.ant-message')?.textContent).toContain('接收设置已保存');
    expect(row('入驻审核结果')).toEqual(['on fixed', 'off fixed', 'on']);
  });

  it('says why a save was refused, and keeps the switches as turned', async () => {
    fake.state.preferences = { preferences: [], reachable: { sms: true, email: true } };
    await render();
    fake.state.failures.set(PREFERENCES, refusal('安全类提醒不可关闭', 400, 'VALIDATION', PREFERENCES));
    await act(async () => switchOf('合作申请已关闭：电子邮件')?.click());
    await click('保存设置');
    // the form's alert loads antd's Alert when first shown (lazy-alert.tsx)
    await vi.waitFor(() =>
      expect(document.querySelector('.form-alert')?.textContent).toContain('安全类提醒不可关闭'),
    );
    expect(row('合作申请已关闭')).toEqual(['on fixed', '—', 'on']);
  });

  it('says the settings failed to load, and loads them again on 重试', async () => {
    fake.state.failures.set(PREFERENCES, refusal('服务暂时不可用', 503, 'INTERNAL', PREFERENCES));
    await render();
    expect(document.body.textContent).toContain('接收设置加载失败');
    fake.state.failures.clear();
    await click('重试');
    await settle();
    expect(row('账号安全提醒')).toEqual(['on fixed', 'on fixed', '—']);
  });
});
