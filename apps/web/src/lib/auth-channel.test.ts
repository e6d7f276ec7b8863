import { describe, expect, it } from 'vitest';
import {
  AUTH_CHANNEL_NAME,
  type AuthMessage,
  AuthMessageType,
  broadcastAuthMessage,
  isFromElsewhere,
  PAGE_ID,
} from './auth-channel.ts';

/** Listens like another tab does: a BroadcastChannel of its own. */
const nextMessage = () =>
  new Promise<AuthMessage>((resolve) => {
    const channel = new BroadcastChannel(AUTH_CHANNEL_NAME);
    channel.onmessage = (event: MessageEvent<AuthMessage>) => {
      channel.close();
      resolve(event.data);
    };
  });

describe('auth channel', () => {
  it('carries the server reason of a sign-out to other tabs, with the sending page', async () => {
    const message = nextMessage();
    broadcastAuthMessage(AuthMessageType.signOut, { reason: 'expired', serverReason: 'SESSION_REPLACED' });
    expect(await message).toEqual({
      type: AuthMessageType.signOut,
      reason: 'expired',
      serverReason: 'SESSION_REPLACED',
      sender: PAGE_ID,
    });
  });

  it('keeps a chosen sign-out and a sign-in as they were', async () => {
    const signOut = nextMessage();
    broadcastAuthMessage(AuthMessageType.signOut, { reason: 'user' });
    expect(await signOut).toEqual({ type: AuthMessageType.signOut, reason: 'user', sender: PAGE_ID });
    const signIn = nextMessage();
    broadcastAuthMessage(AuthMessageType.signIn);
    expect(await signIn).toEqual({ type: AuthMessageType.signIn, sender: PAGE_ID });
  });

  it("tells this page's messages from those of other pages", () => {
    expect(isFromElsewhere({ type: AuthMessageType.signOut, sender: PAGE_ID })).toBe(false);
    expect(isFromElsewhere({ type: AuthMessageType.signOut, sender: 'another' })).toBe(true);
    // A page of an older build sends no id: it is not this page.
    expect(isFromElsewhere({ type: AuthMessageType.signOut })).toBe(true);
  });
});
