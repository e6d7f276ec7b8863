// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, settle } from '../../lib/jsdom-test-support.tsx';
import { startSession } from '../../lib/session.ts';
import { shownItem, TEA, TECH, trigger, USER } from './user-menu-test-support.ts';

/**
 * The header's user menu before its dropdown's code has arrived (loaded on first use, docs/decisions/034): in a file
 * of its own, so the code is not already loaded by another test.
 */

// the signed-in user as the current-user query has them (no server in jsdom); the switch needs a data router
vi.mock('../../features/auth/api/get-current-user.ts', () => ({
  useCurrentUser: () => ({ data: USER, isPending: false }),
}));
const switchTenant = vi.fn();
vi.mock('../../features/auth/hooks/use-switch-tenant.ts', () => ({ useSwitchTenant: () => switchTenant }));
const { UserMenu } = await import('./user-menu.tsx');

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
