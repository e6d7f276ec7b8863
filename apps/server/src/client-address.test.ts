import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, portalHeaders, type TestContext } from '../test/harness.ts';

/**
 * Which address the per-address limits count (issue 8). Observed through a real one: with
 * CAPTCHA_FREE_CODE_SENDS_PER_HOUR=1 the second code sent from an address asks for a captcha, the first from another
 * address does not. nginx with `$proxy_add_x_forwarded_for` appends the address it saw to whatever the client sent,
 * so only the right-most entries are the proxies' word; the rest is the client's.
 */
let context: TestContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

const start = async (env: Record<string, string>) => {
  context = await createTestContext({ CAPTCHA_FREE_CODE_SENDS_PER_HOUR: '1', ...env });
  const app = context.app;
  let mobile = 13_985_610_000;
  /** Sends a sign-in code to a fresh mobile; answers the reason it was refused, or 'sent'. */
  return async (from: { forwardedFor?: string; remoteAddress?: string } = {}) => {
    mobile += 1;
    const response = await app.inject({
      method: 'POST',
      url: '/sso/mobile/rcode',
      headers: portalHeaders({
        'content-type': 'application/json',
        ...(from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {}),
      }),
      payload: JSON.stringify({ mobile: String(mobile) }),
      ...(from.remoteAddress ? { remoteAddress: from.remoteAddress } : {}),
    });
    const body = response.json() as { code: number; reason?: string };
    return body.code === 200 ? 'sent' : body.reason;
  };
};

describe('the client address behind one nginx (TRUST_PROXY=1)', () => {
  it('is the entry nginx appended, whatever the client wrote before it', async () => {
    const sendFrom = await start({ TRUST_PROXY: '1' });
    expect(await sendFrom({ forwardedFor: '1.2.3.4, 5.6.7.8' })).toBe('sent');
    // the same client (nginx saw 5.6.7.8) writing another address of its choosing gains nothing
    expect(await sendFrom({ forwardedFor: '9.9.9.9, 5.6.7.8' })).toBe('CAPTCHA_REQUIRED');
    expect(await sendFrom({ forwardedFor: '5.6.7.8' })).toBe('CAPTCHA_REQUIRED');
    // another client writing the first one's forged address keeps its own allowance
    expect(await sendFrom({ forwardedFor: '1.2.3.4, 6.6.6.6' })).toBe('sent');
  });
});

describe('the client address with no TRUST_PROXY', () => {
  it('is the connection’s own: X-Forwarded-For is ignored', async () => {
    const sendFrom = await start({});
    expect(await sendFrom({ forwardedFor: '1.2.3.4' })).toBe('sent');
    expect(await sendFrom({ forwardedFor: '5.6.7.8' })).toBe('CAPTCHA_REQUIRED');
    expect(await sendFrom({ remoteAddress: '203.0.113.9', forwardedFor: '5.6.7.8' })).toBe('sent');
  });
});

describe('the client address with a list of trusted proxies', () => {
  it('believes the header only from those proxies, up to the first address not in the list', async () => {
    // the test's requests arrive from 127.0.0.1, the proxy here
    const sendFrom = await start({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' });
    expect(await sendFrom({ forwardedFor: '1.2.3.4, 5.6.7.8, 10.1.2.3' })).toBe('sent');
    expect(await sendFrom({ forwardedFor: '9.9.9.9, 5.6.7.8' })).toBe('CAPTCHA_REQUIRED');
    // a client reaching the server directly cannot speak for anyone: its header is not read
    expect(await sendFrom({ remoteAddress: '203.0.113.9', forwardedFor: '6.6.6.6' })).toBe('sent');
    expect(await sendFrom({ remoteAddress: '203.0.113.9', forwardedFor: '7.7.7.7' })).toBe(
      'CAPTCHA_REQUIRED',
    );
  });
});
