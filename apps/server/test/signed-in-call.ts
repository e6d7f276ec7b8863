import type { TenantRole } from '@rrsp/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/platform/database/client.ts';
import { addMember, createTenant, createUser, openSession } from './fixtures.ts';
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

/** A user with an open session: what most calls start from. */
export const signedInUser = async (db: Database, options: Parameters<typeof createUser>[1] = {}) => {
  const user = await createUser(db, options);
  return { ...user, token: await openSession(db, user.id) };
};

/**
 * A tenant (approved unless told otherwise) with one admin, who calls `${prefix}${path}` with that tenant chosen:
 * the publisher, the provider or the farm of a test.
 */
export const tenantAdminCaller = async (
  context: { db: Database; app: FastifyInstance },
  options: { roles: TenantRole[]; status?: 'approved' | 'pending'; prefix: string },
) => {
  const tenant = await createTenant(context.db, options.roles, options.status);
  const admin = await signedInUser(context.db);
  await addMember(context.db, tenant.id, admin.id, true);
  const call = (path: string, body?: unknown, method: 'GET' | 'POST' = 'POST') =>
    signedInCall(context.app, method, `${options.prefix}${path}`, admin.token, {
      tenantId: tenant.id,
      ...(body === undefined ? {} : { body }),
    });
  return { tenant, admin, call };
};
