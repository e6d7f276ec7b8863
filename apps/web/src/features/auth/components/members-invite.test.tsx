// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, settle, typeInto, unmount } from '../../../lib/jsdom-test-support.tsx';

/**
 * 成员管理's 邀请成员 line before and after antd's Form has loaded (on first use, docs/decisions/034), with the real
 * Form and a real mutation whose request is a spy.
 */

const sent = vi.hoisted(() => vi.fn(async (body: { mobile: string }) => ({ ...body, invitationId: 'i1' })));
vi.mock('../api/members.ts', async () => {
  const { spiedMutation } = await import('../../../lib/jsdom-test-support.tsx');
  return { useInviteMember: spiedMutation(sent) };
});
const { MembersInvite } = await import('./members-invite.tsx');

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
});
