import type { z } from 'zod';
import { OPERATOR_ROLE_ACCESS } from './operator-roles.ts';

/**
 * Who may call an endpoint. One hook on the server enforces it; the access-matrix test holds every endpoint to it.
 * - public: anyone with a registered appKey; a stale token is ignored rather than refused.
 * - signedIn: a live session.
 * - participant / servant: a live session whose chosen tenant (the `tenantId` header) holds that approved role.
 * - settled: a live session whose chosen tenant holds any approved role (publishing services).
 * - tenantAdmin: a live session that administers the chosen tenant.
 * - operator: a platform operator, whatever their roles.
 * - operator:<role>: a platform operator holding that role (operator-roles.ts).
 * - editorial: an operator who writes or reviews content (内容编辑 or 内容审核): both read drafts and versions.
 * - ingest: an outside system presenting its app key and app secret (no user).
 */
export const ACCESS_LEVELS = [
  'public',
  'signedIn',
  'participant',
  'servant',
  'settled',
  'tenantAdmin',
  'operator',
  ...OPERATOR_ROLE_ACCESS,
  'editorial',
  'ingest',
] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

export const MODULE_PREFIX = {
  portal: '/basics',
  datacollect: '/data-collect',
  sso: '/sso',
  account: '/account',
  realtime: '/ws',
} as const;
export type ModuleName = keyof typeof MODULE_PREFIX;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint<
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Data extends z.ZodType = z.ZodType,
> {
  /** Stable identifier, `<module>.<name>`; used for query keys and logs. */
  id: string;
  module: ModuleName;
  method: HttpMethod;
  /** Full path including the module prefix, e.g. `/basics/pc/news/list`. */
  path: string;
  access: Access;
  /** One Chinese line for the API reference. */
  summary: string;
  query?: Query;
  body?: Body;
  /** Schema of the envelope's `data` on success. */
  data: Data;
  /**
   * The body travels as `{ encrypted, requestData }` (packages/secure-payload) and `data` comes back encrypted
   * under the same key; `body` and `data` describe the plain content on either side of the encryption.
   */
  encrypted?: boolean;
}

export const defineEndpoint = <
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Data extends z.ZodType = z.ZodType,
>(
  endpoint: Endpoint<Query, Body, Data>,
): Endpoint<Query, Body, Data> => {
  if (!endpoint.path.startsWith(`${modulePrefixOf(endpoint.module)}/`)) {
    throw new Error(`接口 ${endpoint.id} 的路径 ${endpoint.path} 不在模块前缀下`);
  }
  return endpoint;
};

const modulePrefixOf = (module: ModuleName): string => MODULE_PREFIX[module];

export type QueryOf<E> =
  E extends Endpoint<infer Q, z.ZodType | undefined, z.ZodType>
    ? Q extends z.ZodType
      ? z.input<Q>
      : undefined
    : never;
export type BodyOf<E> =
  E extends Endpoint<z.ZodType | undefined, infer B, z.ZodType>
    ? B extends z.ZodType
      ? z.input<B>
      : undefined
    : never;
export type DataOf<E> =
  E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, infer D> ? z.output<D> : never;
