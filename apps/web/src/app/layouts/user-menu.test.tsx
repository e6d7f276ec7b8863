// @vitest-environment jsdom
import type { CurrentUser } from '@rrsp/contract';
import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, settle } from '../../lib/jsdom-test-support.tsx';
import { startSession } from '../../lib/session.ts';

/**
 * The header's user menu when the layout around it changes: a tenant switch or a move between the public pages and a
 * work area renders a new header, and a menu the user opened in the old one must still be open in the new one.
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

/** A header that a layout change replaces: each 换布局 renders a new one in its place. */
let rebuild = () => {};
const Header = () => {
  const [layout, setLayout] = useState(0);
  rebuild = () => setLayout((value) => value + 1);
  return (
    <header key={layout}>
      <UserMenu />
    </header>
  );
};

const trigger = () => {
  const found = document.querySelector<HTMLButtonElement>('.user-menu__trigger');
  if (!found) throw new Error('no user menu');
  return found;
};
/** The menu's entry with this text, while the menu shows. */
const shownItem = (text: string) =>
  [
    ...document.querySelectorAll<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden) [role="menuitem"]'),
  ].find((item) => item.textContent === text);

// each test signs in with a token of its own: the menu's open state is kept per token outside React, so a test that
// fails with the menu open leaves it closed for the next
const openMenu = async () => {
  await act(async () => trigger().click());
  await settle();
  expect(shownItem(TEA.tenantName)).toBeDefined();
};
const rebuildHeader = async () => {
  await act(async () => rebuild());
  await settle();
};

describe('the header’s user menu', () => {
  it('stays open when a layout change renders a new header, and its entries still choose', async () => {
    startSession('test:cunmin', TECH.tenantId);
    renderWithApp(<Header />, { router: '/servant' });
    await openMenu();
    await rebuildHeader();
    const item = shownItem(TEA.tenantName);
    expect(item, 'the menu opened in the old header shows in the new one').toBeDefined();
    await act(async () => item?.click());
    await settle();
    expect(switchTenant).toHaveBeenCalledWith(TEA.tenantId);
    expect(shownItem(TEA.tenantName), 'choosing closes the menu').toBeUndefined();
    await rebuildHeader();
    expect(shownItem(TEA.tenantName), 'and it stays closed in the next header').toBeUndefined();
  });

  it('opens inside the header, which stays at the top while the page scrolls, so the menu never drifts from it', async () => {
    startSession('test:cunmin-2', TECH.tenantId);
    renderWithApp(<Header />, { router: '/servant' });
    await openMenu();
    expect(document.querySelector('header')?.contains(shownItem(TEA.tenantName) ?? null)).toBe(true);
    await act(async () => trigger().click());
    await settle();
  });

  it('does not open by itself for the next session when the last one ended with it open', async () => {
    startSession('test:cunmin-3', TECH.tenantId);
    renderWithApp(<Header />, { router: '/servant' });
    await openMenu();
    // signed out in another tab and in again as someone else: a new token
    act(() => startSession('test:miaoling', TEA.tenantId));
    await rebuildHeader();
    expect(shownItem(TEA.tenantName)).toBeUndefined();
  });
});
