import { type Endpoint, envelopeSchema } from '@rrsp/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { decideAccess } from '../auth/access.ts';
import type { Principal } from '../auth/principal.ts';
import { ok } from './envelope.ts';
import { badRequest } from './errors.ts';

/**
 * PostgreSQL cannot store U+0000 in text, and no form of ours has a reason to send it: refuse it for every
 * endpoint here, before validation, instead of letting one slip through to a query as a 500.
 */
const findNulCharacter = (value: unknown, path: string, depth = 0): string | null => {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '请求' : null;
  if (depth > 8 || value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return path || '请求';
    const found = findNulCharacter(child, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
};

type Infer<T> = [NonNullable<T>] extends [never]
  ? undefined
  : NonNullable<T> extends z.ZodType
    ? z.output<NonNullable<T>>
    : undefined;

export interface EndpointContext<E extends Endpoint> {
  query: Infer<E['query']>;
  body: Infer<E['body']>;
  principal: Principal;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type EndpointHandler<E extends Endpoint> = (
  context: EndpointContext<E>,
) => Promise<z.input<E['data']>> | z.input<E['data']>;

/**
 * Mounts one contract endpoint: its path, schemas and access come from `@rrsp/contract`, so the server cannot drift
 * from what the web app and the OpenAPI document say. The handler returns `data`; the envelope is added here.
 */
export const registerEndpoint = <E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
): void => {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.module],
      operationId: endpoint.id,
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: envelopeSchema(endpoint.data) },
    },
    config: { access: endpoint.access },
    preValidation: async (request) => {
      const field = findNulCharacter(request.body, '') ?? findNulCharacter(request.query, '');
      if (field)
        throw badRequest('内容包含不允许的控制字符', [{ field, message: '不能包含空字符（U+0000）' }]);
    },
    onRequest: async (request) => {
      await app.authenticate(request);
      const refusal = decideAccess(
        endpoint.access,
        request.principal,
        request.credentialProblem,
        request.client,
      );
      if (refusal) throw refusal;
    },
    handler: async (request, reply) => {
      const data = await handler({
        query: request.query as Infer<E['query']>,
        body: request.body as Infer<E['body']>,
        principal: request.principal,
        request,
        reply,
      });
      return ok(data ?? null);
    },
  });
};
