import type { FastifyInstance } from 'fastify';
import { portalHeaders } from './harness.ts';

// biome-ignore lint/suspicious/noExplicitAny: each test reads the data of the call it made
export type Answer = { code: number; msg: string; data: any; reason?: string };

/** A portal call as a signed-in user, optionally with a chosen tenant (the `tenantId` header) and a JSON body. */
export const signedInCall = async (
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  token: string,
  options: { tenantId?: string; body?: unknown } = {},
) => {
  const response = await app.inject({
    method,
    url,
    headers: portalHeaders({
      Authorization: token,
      ...(options.tenantId ? { tenantId: options.tenantId } : {}),
      ...(options.body ? { 'content-type': 'application/json' } : {}),
    }),
    ...(options.body ? { payload: JSON.stringify(options.body) } : {}),
  });
  return { status: response.statusCode, body: response.json() as Answer };
};
