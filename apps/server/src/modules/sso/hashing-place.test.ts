import net, { type AddressInfo } from 'node:net';
import { encryptRequest, importPublicKey } from '@rrsp/secure-payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, portalHeaders, type TestContext } from '../../../test/harness.ts';
import { postEncrypted } from '../../../test/identity-helpers.ts';
import { waitFor } from '../../../test/wait.ts';
import { passwordWorkLoad } from '../../platform/identity/password.ts';

let context: TestContext;
let port: number;

beforeAll(async () => {
  context = await createTestContext({ CAPTCHA_FREE_SIGN_IN_FAILURES_PER_IP: '1000' });
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  port = (context.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await context.close();
});

/** Writes a whole password sign-in to a raw socket and answers the socket, to hang up on later. */
const signInOnSocket = async (index: number) => {
  const keyResponse = await context.app.inject({ url: '/sso/publicKey', headers: portalHeaders() });
  const publicKey = await importPublicKey(keyResponse.json().data.publicKey);
  // a third each: a hash to run, a service refused before any hash, a body that does not open
  const signIn = { account: `hangup_${index}`, password: 'wrong-password-1' };
  const kind = index % 3;
  const { envelope } = await encryptRequest(
    kind === 1 ? { ...signIn, service: 'https://evil.example/cb' } : signIn,
    publicKey,
  );
  const body = JSON.stringify(kind === 2 ? { ...envelope, requestData: 'bm90IHNlYWxlZA==' } : envelope);
  return new Promise<net.Socket>((resolve, reject) => {
    const head = Object.entries({
      ...portalHeaders({ 'content-type': 'application/json' }),
      host: `127.0.0.1:${port}`,
      'content-length': String(Buffer.byteLength(body)),
    })
      .map(([name, value]) => `${name}: ${value}`)
      .join('\r\n');
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`POST /sso/login HTTP/1.1\r\n${head}\r\n\r\n${body}`, () => resolve(socket));
    });
    socket.on('error', reject);
  });
};

describe('places in the hashing line', () => {
  it('come back when callers hang up, whether before or during their hash', async () => {
    const sockets = await Promise.all(Array.from({ length: 40 }, (_, index) => signInOnSocket(index)));
    await waitFor(async () => (passwordWorkLoad().reserved > 0 ? true : undefined));
    for (const socket of sockets) socket.destroy();
    // once the hashes under way have ended, every place is back: none leaked, so sign-ins are not refused forever
    const after = await waitFor(
      async () => {
        const answer = await postEncrypted(context.app, '/sso/login', {
          account: 'hangup_after',
          password: 'wrong-password-1',
        });
        return answer.status === 429 ? undefined : answer;
      },
      { timeoutMs: 30_000, intervalMs: 500 },
    );
    expect(after.status, after.msg).toBe(401);
    expect(after.reason).toBe('CREDENTIALS_INVALID');
    await waitFor(async () => (passwordWorkLoad().reserved === 0 ? true : undefined));
    expect(passwordWorkLoad()).toEqual({ running: 0, waiting: 0, reserved: 0 });
  });
});
