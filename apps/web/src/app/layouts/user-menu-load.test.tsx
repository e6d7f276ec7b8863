// @vitest-environment jsdom
import type { CurrentUser } from '@rrsp/contract';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, settle } from '../../lib/jsdom-test-support.tsx';
import { startSession } from '../../lib/session.ts';

/**
 * The header's user menu before its dropdown's code has arrived (loaded on first use, docs/decisions/034): in a file
 * of its own, so the code is not already loaded by another test.
 */

const TEA = { tenantId: '153b6490-f481-4610-a623-75243ccd969c', tenantName: '雷山县苗岭茶叶种植专业合作社' };
const TECH = { tenantId: '7b6d7670-9b87-4cfb-999e-2684e9b17f16', tenantName: '贵州黔农云数字科技有限公司' };
const USER: CurrentUser = {
  userId: '0b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11',
  username: 'cunmin',
  nickName: '村民 · 龙小平',
  mobile: null,
  email: null,
  emailVerified: false,
  avatarUrl: null,
  operatorRoles: [],
  tenants: [
    { ...TECH, roles: ['servant'], isAdmin: false },
    { ...TEA, roles: ['participant'], isAdmin: false },
  ],
};

// the signed-in user as the current-user query has them (no server in jsdom); the switch needs a data router
vi.mock('../../features/auth/api/get-current-user.ts', () => ({
  useCurrentUser: () => ({ data: USER, isPending: false }),
}));
const switchTenant = vi.fn();
vi.mock('../../features/auth/hooks/use-switch-tenant.ts', () => ({ useSwitchTenant: () => switchTenant }));
const { UserMenu } = await import('./user-menu.tsx');

const trigger = () => {
  const found = document.querySelector<HTMLButtonElement>('.user-menu__trigger');
  if (!found) throw new Error('no user menu');
  return found;
};
const shownItem = (text: string) =>
  [
    ...document.querySelectorAll<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden) [role="menuitem"]'),
  ].find((item) => item.textContent === text);

describe('the header’s user menu before its dropdown has loaded', () => {
  it('opens on a press made before the code arrived, with the focus kept on its button', async () => {
    startSession('test:cunmin-load', TECH.tenantId);
    renderWithApp(
      <header>
        <UserMenu />
      </header>,
      { router: '/servant' },
    );
    expect(document.querySelector('.ant-dropdown, [role="menu"]'), 'no dropdown code yet').toBeNull();
    // focused and pressed at once, as a keyboard user does: the dropdown's code is still on its way
    act(() => {
      trigger().focus();
      trigger().click();
    });
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    // the code arrives within a few settles (inside act, so React applies what it brings)
    for (let tries = 0; tries < 50 && !shownItem(TEA.tenantName); tries += 1) await settle();
    expect(shownItem(TEA.tenantName), 'the menu opened').toBeDefined();
    expect(document.activeElement, 'the focus is on the button drawn inside the dropdown').toBe(trigger());
  });
});
