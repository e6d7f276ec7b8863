import { readFileSync } from 'node:fs';
import path from 'node:path';
import { decryptResponseData, encryptRequest, importPublicKey } from '@rrsp/secure-payload';
import { PORTAL_HEADERS } from './server.ts';

const call = async (url: string, init: RequestInit = {}) => {
  const response = await fetch(url, {
    ...init,
    headers: { ...PORTAL_HEADERS, 'content-type': 'application/json', ...init.headers },
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: unknown };
  if (envelope.code !== 200) throw new Error(`${url} → ${envelope.code} ${envelope.msg}`);
  return envelope.data;
};

/** A demo account's one-off password, from the file the server wrote on its first start (DATA_DIR/demo-accounts.txt). */
const demoPassword = (dataDir: string, username: string): string => {
  const listing = readFileSync(path.join(dataDir, 'demo-accounts.txt'), 'utf8');
  const line = listing.split('\n').find((row) => row.trim().startsWith(`${username} `));
  const password = line?.match(/密码 (\S+)/)?.[1];
  if (!password) throw new Error(`demo-accounts.txt 中没有 ${username} 的密码`);
  return password;
};

/**
 * Signs a demo account in as the portal does (sealed password, service ticket, portal token), so benchmarks measure
 * signed-in calls on a production server, where test tokens are refused.
 */
export const signInDemoAccount = async (url: string, dataDir: string, username: string): Promise<string> => {
  const { publicKey } = (await call(`${url}/sso/publicKey`)) as { publicKey: string };
  const { envelope, key } = await encryptRequest(
    { account: username, password: demoPassword(dataDir, username) },
    await importPublicKey(publicKey),
  );
  const sealed = await call(`${url}/sso/loginByEncrypt`, { method: 'POST', body: JSON.stringify(envelope) });
  const { ticket } = (await decryptResponseData(sealed, key)) as { ticket: string };
  const { token } = (await call(`${url}/basics/ticket?ticket=${encodeURIComponent(ticket)}`)) as {
    token: string;
  };
  return token;
};
