// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, settle } from '../../lib/jsdom-test-support.tsx';
import { startSession } from '../../lib/session.ts';
import { shownItem, TEA, TECH, trigger, USER } from './user-menu-test-support.ts';

/**
 * The header's user menu when its dropdown's code arrives while the button is held down: in a file of its own, so
 * the code is not already loaded by another test (user-menu-load.test.tsx covers a press made before it arrives).
 */

vi.mock('../../features/auth/api/get-current-user.ts', () => ({
  useCurrentUser: () => ({ data: USER, isPending: false }),
}));
vi.mock('../../features/auth/hooks/use-switch-tenant.ts', () => ({ useSwitchTenant: () => vi.fn() }));
const { UserMenu } = await import('./user-menu.tsx');

/** A pointer pressed on the button, as a browser does it: the press focuses the button (which starts the load). */
const pressDown = (target: HTMLElement) =>
  act(() => {
    target.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    target.focus();
  });

describe('the header’s user menu when its code arrives during a press', () => {
  it('keeps the pressed button when the code arrives, so the release still clicks it and the menu opens', async () => {
    startSession('test:cunmin-press', TECH.tenantId);
    renderWithApp(
      <header>
        <UserMenu />
      </header>,
      { router: '/servant' },
    );
    const pressed = trigger();
    pressDown(pressed);
    // the code has arrived (the same module the menu asked for) and React has had time to apply it
    await import('./user-menu-dropdown.tsx');
    for (let tries = 0; tries < 5; tries += 1) await settle();
    // a browser sends the click to the node the press began on only if the release lands on that same node
    expect(trigger(), 'the button under the press is not drawn anew').toBe(pressed);
    act(() => pressed.click());
    for (let tries = 0; tries < 50 && !shownItem(TEA.tenantName); tries += 1) await settle();
    expect(shownItem(TEA.tenantName), 'the menu opened').toBeDefined();
  });
});
