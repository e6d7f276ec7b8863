import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_CHANNEL_NAME, AuthMessageType, broadcastAuthMessage, PAGE_ID } from './auth-channel.ts';
import { followSessionEndsElsewhere, SESSION_END_TEXT, sessionEndText } from './session-end.ts';

describe('sessionEndText', () => {
  it('says why the session ended, by the server reason', () => {
    expect(sessionEndText('SESSION_REPLACED', 402)).toBe(
      '您的账号已在其他地方登录，本次登录已结束。如非本人操作，请尽快修改密码。',
    );
    expect(sessionEndText('SESSION_REVOKED', 402)).toContain('密码已修改');
    expect(sessionEndText('SESSION_REVOKED', 402)).toContain('平台');
    expect(sessionEndText('SESSION_EXPIRED', 401)).toBe('登录状态已过期，请重新登录。');
    expect(sessionEndText('ACCOUNT_FROZEN', 406)).toContain('联系平台客服');
  });

  it('says something true for the status when the reason is missing or not a session one', () => {
    expect(sessionEndText(undefined, 402)).toContain('别处');
    expect(sessionEndText(undefined, 406)).toContain('冻结');
    expect(sessionEndText('UNKNOWN', 401)).toBe('登录状态已失效，请重新登录。');
    expect(sessionEndText('SESSION_INVALID', 401)).toBe('登录状态已失效，请重新登录。');
  });

  it('never falls back to the expiry text for a session taken over or revoked', () => {
    for (const reason of ['SESSION_REPLACED', 'SESSION_REVOKED', 'ACCOUNT_FROZEN'] as const) {
      expect(SESSION_END_TEXT[reason]).not.toBe(SESSION_END_TEXT.SESSION_EXPIRED);
    }
  });
});

describe('followSessionEndsElsewhere', () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
  });

  /** Another tab: its own channel object and its own page id. */
  const postFromAnotherTab = (message: object) => {
    const channel = new BroadcastChannel(AUTH_CHANNEL_NAME);
    channel.postMessage(message);
    channel.close();
  };
  const received = (warnings: string[], count: number) =>
    new Promise<void>((resolve, reject) => {
      const started = Date.now();
      const check = () => {
        if (warnings.length >= count) resolve();
        else if (Date.now() - started > 2_000) reject(new Error(`expected ${count} warnings`));
        else setTimeout(check, 10);
      };
      check();
    });

  it("repeats another tab's reason, and stays quiet for this page's own and for chosen sign-outs", async () => {
    const warnings: string[] = [];
    stops.push(followSessionEndsElsewhere((text) => warnings.push(text)));

    broadcastAuthMessage(AuthMessageType.signOut, { reason: 'expired', serverReason: 'SESSION_EXPIRED' });
    postFromAnotherTab({ type: AuthMessageType.signOut, reason: 'user', sender: 'other-tab' });
    postFromAnotherTab({ type: AuthMessageType.signIn, sender: 'other-tab' });
    postFromAnotherTab({
      type: AuthMessageType.signOut,
      reason: 'expired',
      serverReason: 'SESSION_REPLACED',
      sender: 'other-tab',
    });
    await received(warnings, 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(warnings).toEqual([SESSION_END_TEXT.SESSION_REPLACED]);
    expect(PAGE_ID).not.toBe('other-tab');
  });
});
