// @vitest-environment jsdom
import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, settle } from '../../lib/jsdom-test-support.tsx';
import { startSession } from '../../lib/session.ts';
import { shownItem, TEA, TECH, trigger, USER } from './user-menu-test-support.ts';

/**
 * The header's user menu when the layout around it changes: a tenant switch or a move between the public pages and a
 * work area renders a new header, and a menu the user opened in the old one must still be open in the new one.
 */

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

// each test signs in with a token of its own: the menu's open state is kept per token outside React, so a test that
// fails with the menu open leaves it closed for the next
const openMenu = async () => {
  await act(async () => trigger().click());
  // the first press loads the dropdown's code (docs/decisions/034): wait for it as a user does, on a slow machine too
  await vi.waitFor(() => expect(shownItem(TEA.tenantName)).toBeDefined(), { timeout: 30_000, interval: 50 });
  await settle();
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
