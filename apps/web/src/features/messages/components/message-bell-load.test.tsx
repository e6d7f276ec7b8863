// @vitest-environment jsdom
import type { MessageTally } from '@rrsp/contract';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, settle } from '../../../lib/jsdom-test-support.tsx';
import { createMessagesFake, messageOf } from '../utils/message-test-support.ts';

/**
 * The bell before its popover's code has arrived (loaded on first use, docs/decisions/034): in a file of its own, so
 * the code is not already loaded by another test.
 */

const fake = createMessagesFake();
const live = vi.hoisted(() => ({ tally: { unread: 1, lastSeq: 1 } as MessageTally | null }));
vi.mock('../../../lib/api.ts', () => ({ api: { request: fake.request } }));
vi.mock('../../../lib/live/index.ts', () => ({
  useLiveState: () => ({ tally: live.tally, transport: 'websocket' }),
  subscribeLiveEvents: () => () => {},
  setLiveTally: vi.fn(),
}));
const { MessageBell } = await import('./message-bell.tsx');

const bell = () => document.querySelector<HTMLButtonElement>('button.message-bell');
const panel = () => document.querySelector('.message-panel');
/** Waits, as the reader does, until the popover shows its list or has closed. */
const waitFor = async (done: () => boolean) => {
  for (let tries = 0; tries < 100 && !done(); tries += 1) await settle();
};
const shown = () => panel() !== null && !panel()?.closest('.ant-popover-hidden');

describe('the bell before its popover has loaded', () => {
  it('keeps a press made before the code arrived: the same bell, the popover opened as soon as it can', async () => {
    fake.state.rows = [messageOf(1, { title: '入驻申请已通过' })];
    renderWithApp(
      <header>
        <MessageBell area="participants" />
      </header>,
      { router: true },
    );
    const pressed = bell();
    expect(pressed).not.toBeNull();
    expect(document.querySelector('.ant-popover'), 'no popover code yet').toBeNull();
    // focused and pressed at once, as a keyboard user does: the popover's code is still on its way
    act(() => {
      pressed?.focus();
      pressed?.click();
    });
    expect(pressed?.getAttribute('aria-expanded')).toBe('true');
    expect(panel()).toBeNull();
    await waitFor(() => document.querySelectorAll('.message-panel__item').length === 1);
    expect(shown(), 'the popover opened').toBe(true);
    // the bell was never drawn anew: the element pressed is the one on screen, inside the header
    expect(bell()).toBe(pressed);
    expect(pressed?.isConnected).toBe(true);
    // antd's popover sits right after the bell (the keyboard reaches it from there), placed under it
    expect(pressed?.parentElement?.querySelector('.message-popover')).not.toBeNull();

    // the bell counts as the popover's own: pressing it again closes it (antd does not close and reopen it)
    await act(async () => {
      pressed?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
      pressed?.click();
    });
    await waitFor(() => !shown());
    expect(pressed?.getAttribute('aria-expanded')).toBe('false');
    expect(shown()).toBe(false);

    // opened again, a press elsewhere closes it, as antd's click trigger does
    await act(async () => pressed?.click());
    await waitFor(shown);
    expect(shown()).toBe(true);
    await act(async () => {
      document.body.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    await waitFor(() => !shown());
    expect(pressed?.getAttribute('aria-expanded')).toBe('false');
    expect(shown()).toBe(false);
  });
});
