import { decryptResponseData, encryptRequest, importPublicKey } from '@rrsp/secure-payload';
import { portalHeaders } from '../harness.ts';

export interface Answer {
  status: number;
  code: number;
  msg: string;
  reason?: string;
  // biome-ignore lint/suspicious/noExplicitAny: each test reads the data of the call it made
  data: any;
}

const read = async (response: Response): Promise<Answer> => {
  const text = await response.text();
  try {
    const json = JSON.parse(text) as Omit<Answer, 'status'>;
    return { status: response.status, ...json };
  } catch {
    return { status: response.status, code: response.status, msg: text.slice(0, 200), data: null };
  }
};

/** The portal's calls over real HTTP to one origin (an instance, or nginx in front of them). */
export const httpClient = (origin: string) => {
  const headers = (token?: string, extra: Record<string, string> = {}) =>
    portalHeaders({ ...(token ? { Authorization: token } : {}), ...extra });
  const get = async (url: string, token?: string) =>
    read(await fetch(`${origin}${url}`, { headers: headers(token), signal: AbortSignal.timeout(20_000) }));
  const post = async (url: string, body: unknown, token?: string) =>
    read(
      await fetch(`${origin}${url}`, {
        method: 'POST',
        headers: headers(token, { 'content-type': 'application/json' }),
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(20_000),
      }),
    );
  /** As the web app calls a sealed endpoint: the body encrypted to the server's key, the data opened. */
  const postSealed = async (url: string, body: unknown) => {
    const publicKey = await importPublicKey((await get('/sso/publicKey')).data.publicKey);
    const { envelope, key } = await encryptRequest(body, publicKey);
    const answer = await post(url, envelope);
    return answer.code === 200 ? { ...answer, data: await decryptResponseData(answer.data, key) } : answer;
  };
  return { origin, get, post, postSealed };
};
