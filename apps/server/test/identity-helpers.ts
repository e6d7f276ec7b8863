import { decryptResponseData, encryptRequest, importPublicKey } from '@rrsp/secure-payload';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/platform/database/client.ts';
import { notifierOutbox } from '../src/platform/notifier/tables.ts';
import { CODE_PURPOSES } from '../src/platform/verification/tables.ts';
import { portalHeaders } from './harness.ts';

/** The newest code sent to a mobile or address, read from the outbox (notices, which carry none, are skipped). */
export const latestCode = async (db: Database, recipient: string): Promise<string> => {
  const [row] = await db
    .select({ body: notifierOutbox.body })
    .from(notifierOutbox)
    .where(and(eq(notifierOutbox.recipient, recipient), inArray(notifierOutbox.purpose, [...CODE_PURPOSES])))
    .orderBy(desc(notifierOutbox.id))
    .limit(1);
  const code = row?.body.match(/(\d{6})/)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${recipient}`);
  return code;
};

export const outboxCount = async (db: Database, recipient: string) =>
  (
    await db
      .select({ id: notifierOutbox.id })
      .from(notifierOutbox)
      .where(eq(notifierOutbox.recipient, recipient))
  ).length;

/** Where a test request comes from; per-address limits key on it. */
export interface From {
  ip?: string;
}

/** Calls an encrypted endpoint as the web app does: body sealed, data opened. */
export const postEncrypted = async (
  app: FastifyInstance,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
  { ip }: From = {},
) => {
  const keyResponse = await app.inject({ url: '/sso/publicKey', headers: portalHeaders() });
  const publicKey = await importPublicKey(keyResponse.json().data.publicKey);
  const { envelope, key } = await encryptRequest(body, publicKey);
  const response = await app.inject({
    method: 'POST',
    url,
    headers: portalHeaders({ 'content-type': 'application/json', ...headers }),
    payload: JSON.stringify(envelope),
    ...(ip ? { remoteAddress: ip } : {}),
  });
  const json = response.json() as { code: number; msg: string; data: unknown; reason?: string };
  const data = json.code === 200 ? await decryptResponseData(json.data, key) : json.data;
  return {
    status: response.statusCode,
    code: json.code,
    msg: json.msg,
    reason: json.reason,
    data: data as Record<string, unknown>,
    response,
  };
};

export const postJson = async (
  app: FastifyInstance,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
  { ip }: From = {},
) => {
  const response = await app.inject({
    method: 'POST',
    url,
    headers: portalHeaders({ 'content-type': 'application/json', ...headers }),
    payload: JSON.stringify(body),
    ...(ip ? { remoteAddress: ip } : {}),
  });
  const json = response.json() as {
    code: number;
    msg: string;
    data: Record<string, unknown>;
    reason?: string;
  };
  return { status: response.statusCode, ...json };
};

/** Exchanges a ticket for a portal token. */
export const exchange = async (app: FastifyInstance, ticket: string) => {
  const response = await app.inject({
    url: `/basics/ticket?ticket=${encodeURIComponent(ticket)}`,
    headers: portalHeaders(),
  });
  return {
    status: response.statusCode,
    body: response.json() as { code: number; msg: string; data: { token: string } },
  };
};
