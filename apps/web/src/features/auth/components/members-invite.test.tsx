// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Support = typeof import('../../../lib/jsdom-test-support.tsx');

/**
 * 成员管理's 邀请成员 line before and after antd's Form has loaded (on first use, docs/decisions/034), with the real
 * Form and a real mutation whose request is a spy.
 */

const sent = vi.hoisted(() => vi.fn(async (body: { mobile: string }) => ({ ...body, invitationId: 'i1' })));
vi.mock('../api/members.ts', async () => {
  const { spiedMutation } = await import('../../../lib/jsdom-test-support.tsx');
  return { useInviteMember: spiedMutation(sent) };
});
// the Form's code is kept once loaded (a second mount draws it at once): each test starts from a page that has not
// loaded it yet
// loaded it yet (the harness anew with it, so they share one React context for the feedback)
let MembersInvite: typeof import('./members-invite.tsx').MembersInvite;
let renderWithApp: Support['renderWithApp'];
let settle: Support['settle'];
let typeInto: Support['typeInto'];
let unmount: Support['unmount'];
beforeEach(async () => {
  vi.resetModules();
  ({ renderWithApp, settle, typeInto, unmount } = await import('../../../lib/jsdom-test-support.tsx'));
  ({ MembersInvite } = await import('./members-invite.tsx'));
});

const form = () => document.querySelector<HTMLFormElement>('form[aria-label="邀请成员"]');
const antdForm = () => document.querySelector('form.ant-form');
const waitFor = async (done: () => boolean) => {
  for (let tries = 0; tries < 100 && !done(); tries += 1) await settle();
};

afterEach(() => {
  unmount();
  sent.mockClear();
});

describe('the member invitation', () => {
  it('draws its labelled field and button without antd’s Form until it is used', () => {
    renderWithApp(<MembersInvite />);
    expect(form()).not.toBeNull();
    expect(antdForm(), 'no Form code on the first screen').toBeNull();
    const label = form()?.querySelector('label');
    expect(label?.textContent).toBe('邀请成员');
    expect(label?.htmlFor).toBe('mobile');
    expect(document.querySelector('#mobile')?.getAttribute('aria-required')).toBe('true');
    expect(form()?.querySelector('button[type="submit"]')?.textContent?.replace(/\s/g, '')).toBe('发送邀请');
  });

  it('sends a number typed and 发送邀请 pressed before the Form arrived, once it has', async () => {
    renderWithApp(<MembersInvite />);
    await typeInto('#mobile', '13900001111');
    act(() => form()?.requestSubmit());
    await waitFor(() => sent.mock.calls.length > 0);
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent.mock.calls[0]?.[0]).toEqual({ mobile: '13900001111' });
    expect(antdForm()).not.toBeNull();
  });

  it('pressed empty, says what is missing by the Form’s own rules and sends nothing', async () => {
    renderWithApp(<MembersInvite />);
    act(() => form()?.requestSubmit());
    await waitFor(() => document.body.textContent?.includes('请输入手机号') ?? false);
    expect(document.body.textContent).toContain('请输入手机号');
    expect(sent).not.toHaveBeenCalled();
  });

  it('focused, becomes the Form with what was typed and the focus kept in the field', async () => {
    renderWithApp(<MembersInvite />);
    const field = document.querySelector<HTMLInputElement>('#mobile');
    act(() => field?.focus());
    await typeInto('#mobile', '139');
    await waitFor(() => antdForm() !== null);
    const loaded = document.querySelector<HTMLInputElement>('#mobile');
    expect(loaded?.value).toBe('139');
    expect(document.activeElement).toBe(loaded);
  });

  it('keeps the pressed 发送邀请 when the Form arrives during the press, so the release still sends', async () => {
    renderWithApp(<MembersInvite />);
    await typeInto('#mobile', '13900002222');
    const button = form()?.querySelector<HTMLButtonElement>('button[type="submit"]');
    // a press as a browser makes it: pointer down, then the button takes the focus (which loads the Form)
    act(() => {
      button?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      button?.focus();
    });
    await import('./invite-form.tsx');
    for (let tries = 0; tries < 5; tries += 1) await settle();
    // a browser sends the click to the node the press began on only if the release lands on that same node
    expect(form()?.querySelector('button[type="submit"]'), 'the pressed button is not drawn anew').toBe(
      button,
    );
    act(() => {
      button?.dispatchEvent(new Event('pointerup', { bubbles: true }));
      button?.click();
    });
    await waitFor(() => sent.mock.calls.length > 0);
    expect(sent.mock.calls[0]?.[0]).toEqual({ mobile: '13900002222' });
    await waitFor(() => antdForm() !== null);
    expect(antdForm(), 'the Form has taken the line’s place after the press').not.toBeNull();
  });
  it('draws the Form in the task its code arrives in, so a key typed then is not lost', async () => {
    renderWithApp(<MembersInvite />);
    const field = document.querySelector<HTMLInputElement>('#mobile');
    act(() => field?.focus());
    // as in a browser: React renders in tasks of its own, and each key arrives in a task of its own
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const inAct = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    let typed = '';
    const drawnAnew: number[] = [];
    try {
      for (let turn = 0; turn < 400 && antdForm() === null; turn += 1) {
        const now = document.querySelector<HTMLInputElement>('#mobile');
        if (now !== field) drawnAnew.push(turn);
        typed = `139${String(turn).padStart(8, '0')}`;
        setValue?.call(now, typed);
        now?.dispatchEvent(new Event('input', { bubbles: true }));
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = inAct;
    }
    await waitFor(() => antdForm() !== null);
    expect(drawnAnew, 'turns that met the line drawn anew').toEqual([]);
    expect(document.querySelector<HTMLInputElement>('#mobile')?.value).toBe(typed);
    expect(document.activeElement).toBe(document.querySelector('#mobile'));
  });
});
