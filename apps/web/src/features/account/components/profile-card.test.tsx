// @vitest-environment jsdom
import type { CurrentUser } from '@rrsp/contract';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, settle, typeInto, unmount } from '../../../lib/jsdom-test-support.tsx';

/**
 * 基本资料's form before and after antd's Form has loaded (on first use, hooks/use-form-stand-in.ts,
 * docs/decisions/034), with the real Form and a real mutation whose request is a spy.
 */

const sent = vi.hoisted(() =>
  vi.fn(async (body: { nickName: string; email: string }) => ({ ...body }) as unknown as CurrentUser),
);
vi.mock('../api/edit-profile.ts', async () => {
  const { spiedMutation } = await import('../../../lib/jsdom-test-support.tsx');
  return { useEditProfile: spiedMutation(sent) };
});
const { ProfileCard } = await import('./profile-card.tsx');

const user = { username: 'miaoling', nickName: '苗岭茶叶', email: null } as unknown as CurrentUser;
const form = () => document.querySelector<HTMLFormElement>('form[aria-label="基本资料"]');
const antdForm = () => document.querySelector('form.ant-form');
const waitFor = async (done: () => boolean) => {
  for (let tries = 0; tries < 100 && !done(); tries += 1) await settle();
};

afterEach(() => {
  unmount();
  sent.mockClear();
});

describe('the profile form', () => {
  it('draws its labelled fields and button without antd’s Form until it is used', () => {
    renderWithApp(<ProfileCard user={user} onUserChanged={() => {}} />);
    expect(form()).not.toBeNull();
    expect(antdForm(), 'no Form code on the first screen').toBeNull();
    const nickName = document.querySelector<HTMLInputElement>('#profile_nickName');
    expect(nickName?.value).toBe('苗岭茶叶');
    expect(nickName?.getAttribute('aria-required')).toBe('true');
    expect(document.querySelector('label[for="profile_nickName"]')?.textContent).toBe('昵称');
    expect(document.querySelector('label[for="profile_email"]')?.textContent).toBe('邮箱（可选）');
    expect(document.querySelector('#profile_email')?.getAttribute('aria-describedby')).toBe(
      'profile_email_extra',
    );
    expect(document.querySelector('#profile_email_extra')?.textContent).toContain('保存后需验证');
    expect(form()?.querySelector('button[type="submit"]')?.textContent?.replace(/\s/g, '')).toBe('保存资料');
  });

  it('saves what was typed and 保存资料 pressed before the Form arrived, once it has', async () => {
    renderWithApp(<ProfileCard user={user} onUserChanged={() => {}} />);
    await typeInto('#profile_nickName', '  新昵称 ');
    await typeInto('#profile_email', 'a@example.com');
    act(() => form()?.requestSubmit());
    await waitFor(() => sent.mock.calls.length > 0);
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent.mock.calls[0]?.[0]).toEqual({ nickName: '新昵称', email: 'a@example.com' });
    expect(antdForm()).not.toBeNull();
  });

  it('pressed with the nickname emptied, says what is missing by the Form’s own rules and sends nothing', async () => {
    renderWithApp(<ProfileCard user={user} onUserChanged={() => {}} />);
    await typeInto('#profile_nickName', '');
    act(() => form()?.requestSubmit());
    await waitFor(() => document.body.textContent?.includes('请输入昵称') ?? false);
    expect(document.body.textContent).toContain('请输入昵称');
    expect(sent).not.toHaveBeenCalled();
  });

  it('focused, becomes the Form with what was typed and the focus and caret kept in the field', async () => {
    renderWithApp(<ProfileCard user={user} onUserChanged={() => {}} />);
    const field = document.querySelector<HTMLInputElement>('#profile_nickName');
    // typed, then a tap in the middle of it to mend it, before the Form's code has arrived
    act(() => {
      field?.focus();
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, '苗岭茶叶');
      field?.dispatchEvent(new Event('input', { bubbles: true }));
      field?.setSelectionRange(2, 2);
    });
    expect(antdForm(), 'still the stand-in').toBeNull();
    await waitFor(() => antdForm() !== null);
    const loaded = document.querySelector<HTMLInputElement>('#profile_nickName');
    expect(loaded).not.toBe(field);
    expect(loaded?.value).toBe('苗岭茶叶');
    expect(document.activeElement).toBe(loaded);
    expect(loaded?.selectionStart, 'the caret where it was').toBe(2);
  });

  it('keeps the pressed 保存资料 when the Form arrives during the press, so the release still saves', async () => {
    renderWithApp(<ProfileCard user={user} onUserChanged={() => {}} />);
    const button = form()?.querySelector<HTMLButtonElement>('button[type="submit"]');
    act(() => {
      button?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      button?.focus();
    });
    await import('./profile-form.tsx');
    for (let tries = 0; tries < 5; tries += 1) await settle();
    expect(form()?.querySelector('button[type="submit"]'), 'the pressed button is not drawn anew').toBe(
      button,
    );
    act(() => {
      button?.dispatchEvent(new Event('pointerup', { bubbles: true }));
      button?.click();
    });
    await waitFor(() => sent.mock.calls.length > 0);
    expect(sent.mock.calls[0]?.[0]).toEqual({ nickName: '苗岭茶叶', email: '' });
  });

  it('reads the typed fields and draws the Form in one task, so a key pressed at the swap goes into the Form', async () => {
    renderWithApp(<ProfileCard user={user} onUserChanged={() => {}} />);
    const field = document.querySelector<HTMLInputElement>('#profile_nickName');
    act(() => field?.focus());
    await import('./profile-form.tsx');
    // as in a browser: React renders in its own task, and each key arrives in a task of its own
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const inAct = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    let typed = '';
    try {
      for (let turn = 0; turn < 200 && antdForm() === null; turn += 1) {
        typed = `苗岭${turn}`;
        setValue?.call(field, typed);
        field?.dispatchEvent(new Event('input', { bubbles: true }));
        await Promise.resolve();
      }
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = inAct;
    }
    await waitFor(() => antdForm() !== null);
    expect(typed, 'typed before the swap').not.toBe('');
    expect(document.querySelector<HTMLInputElement>('#profile_nickName')?.value).toBe(typed);
  });

  it('waits for an input method to finish what it composes before the Form takes the field over', async () => {
    renderWithApp(<ProfileCard user={user} onUserChanged={() => {}} />);
    const field = document.querySelector<HTMLInputElement>('#profile_nickName');
    act(() => {
      field?.focus();
      field?.dispatchEvent(new Event('compositionstart', { bubbles: true }));
    });
    await import('./profile-form.tsx');
    for (let tries = 0; tries < 5; tries += 1) await settle();
    expect(antdForm(), 'not while 拼音 is being composed').toBeNull();
    expect(document.querySelector('#profile_nickName')).toBe(field);
    await typeInto('#profile_nickName', '苗岭合作社');
    act(() => {
      field?.dispatchEvent(new Event('compositionend', { bubbles: true }));
    });
    await waitFor(() => antdForm() !== null);
    const loaded = document.querySelector<HTMLInputElement>('#profile_nickName');
    expect(loaded).not.toBe(field);
    expect(loaded?.value).toBe('苗岭合作社');
    expect(document.activeElement).toBe(loaded);
  });
});
