import { type Endpoint, ERROR_STATUS, type ErrorReason, endpoints, OPERATOR_ROLES } from '@rrsp/contract';
import { encryptRequest, importPublicKey } from '@rrsp/secure-payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addMember, createIngestApp, createTenant, createUser, openSession } from './fixtures.ts';
import { createTestContext, type TestContext } from './harness.ts';

interface JsonSchema {
  type?: string | string[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
}

/** Values that are wrong for almost any field, plus values aimed at the field's declared type. */
const hostileValues = (field: JsonSchema): unknown[] => {
  const common: unknown[] = [
    null,
    true,
    {},
    [],
    [1, 2, 3],
    { $gt: '' },
    '',
    ' ',
    'x'.repeat(20_000),
    '\u0000\u0001',
    '\uD800',
    '𠮷'.repeat(500),
    '\u202Eevil\u202C',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
  ];
  const type = Array.isArray(field.type) ? field.type[0] : field.type;
  if (type === 'number' || type === 'integer')
    return [...common, -1, 0, 1.5, -1e308, 1e308, Number.MAX_SAFE_INTEGER * 4, 'NaN', '12abc'];
  if (type === 'boolean') return [...common, 'yes', 2];
  if (type === 'array') return [...common, 'not-an-array', new Array(5000).fill('x')];
  return [...common, 0, -1, 1e308, 'not-a-uuid-or-code'];
};

/** Query strings carry text only: what a hand-typed or scanner URL can hold. */
const hostileQueryValues = [
  '',
  'abc',
  '-1',
  '0',
  '1.5',
  '1e400',
  '9'.repeat(400),
  '%00',
  '𠮷',
  "' OR 1=1 --",
  'x'.repeat(4000),
];

interface FuzzCase {
  name: string;
  /** For encrypted endpoints: this plain body is sealed as the web app would, so validation behind it is fuzzed. */
  sealed?: unknown;
  query?: Record<string, string | string[]>;
  payload?: string;
  contentType?: string;
  /** The input the contract's own schema would judge; undefined when the transport itself is broken. */
  judged?: unknown;
  schema?: z.ZodType;
}

const casesFor = (endpoint: Endpoint): FuzzCase[] => {
  const cases: FuzzCase[] = [];
  if (endpoint.query) {
    const json = z.toJSONSchema(endpoint.query, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    const fields = Object.keys(json.properties ?? {});
    cases.push({ name: 'no query at all', query: {}, judged: {}, schema: endpoint.query });
    cases.push({
      name: 'an unknown extra parameter',
      query: { unexpected: '1' },
      judged: { unexpected: '1' },
      schema: endpoint.query,
    });
    for (const field of fields) {
      for (const value of hostileQueryValues) {
        cases.push({
          name: `${field}=${value.slice(0, 12)}`,
          query: { [field]: value },
          judged: { [field]: value },
          schema: endpoint.query,
        });
      }
      cases.push({
        name: `${field} repeated`,
        query: { [field]: ['1', '2'] },
        judged: { [field]: ['1', '2'] },
        schema: endpoint.query,
      });
    }
  } else {
    cases.push({ name: 'unexpected query parameters', query: { pageNum: '-1', x: '𠮷'.repeat(100) } });
  }
  if (endpoint.method !== 'GET') {
    const body = endpoint.body;
    const json = body ? (z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : {};
    const judge = (value: unknown): Partial<FuzzCase> => (body ? { judged: value, schema: body } : {});
    cases.push({ name: 'malformed JSON', payload: '{"a":', contentType: 'application/json' });
    cases.push({ name: 'empty body with JSON type', payload: '', contentType: 'application/json' });
    cases.push({ name: 'wrong content type', payload: 'a=1', contentType: 'text/plain' });
    cases.push({
      name: 'form encoded',
      payload: 'a=1&b=2',
      contentType: 'application/x-www-form-urlencoded',
    });
    cases.push({
      name: 'body over the size limit',
      payload: JSON.stringify({ blob: 'x'.repeat(2 * 1024 * 1024) }),
      contentType: 'application/json',
    });
    for (const value of [[], null, 42, 'text', true]) {
      cases.push({
        name: `body is ${JSON.stringify(value)}`,
        payload: JSON.stringify(value),
        contentType: 'application/json',
        ...judge(value),
      });
    }
    cases.push({ name: 'empty object', payload: '{}', contentType: 'application/json', ...judge({}) });
    cases.push({
      name: 'extra field',
      payload: '{"unexpected":1}',
      contentType: 'application/json',
      ...judge({ unexpected: 1 }),
    });
    cases.push({
      name: 'prototype pollution',
      payload: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
      contentType: 'application/json',
    });
    for (const [field, spec] of Object.entries(json.properties ?? {})) {
      for (const value of hostileValues(spec)) {
        const input = { [field]: value };
        if (endpoint.encrypted) {
          cases.push({
            name: `sealed ${field}=${JSON.stringify(value)?.slice(0, 20)}`,
            sealed: input,
            ...judge(input),
          });
        }
        cases.push({
          name: `${field}=${JSON.stringify(value)?.slice(0, 20)}`,
          payload: JSON.stringify(input),
          contentType: 'application/json',
          ...judge(input),
        });
      }
    }
  }
  return cases;
};

let context: TestContext;
let cachedKey: CryptoKey | undefined;
const publicKey = async () => {
  cachedKey ??= await importPublicKey(
    (await context.app.inject({ url: '/sso/publicKey', headers: await freshHeaders() })).json().data
      .publicKey,
  );
  return cachedKey;
};
let freshHeaders: () => Promise<Record<string, string>>;

beforeAll(async () => {
  context = await createTestContext();
  // A caller every access level lets through, so the input is what gets tested.
  const tenant = await createTenant(context.db, ['participant', 'servant']);
  const user = await createUser(context.db, { operatorRoles: [...OPERATOR_ROLES] });
  await addMember(context.db, tenant.id, user.id, true);
  const ingestApp = await createIngestApp(context.db);
  freshHeaders = async () => ({
    ...ingestApp.headers,
    Authorization: `Bearer ${await openSession(context.db, user.id)}`,
    tenantId: tenant.id,
  });
});

afterAll(async () => {
  await context.close();
});

const all = endpoints.flatMap((endpoint) =>
  casesFor(endpoint).map((fuzz) => ({
    endpoint,
    fuzz,
    label: `${endpoint.method} ${endpoint.path}: ${fuzz.name}`,
  })),
);

describe('contract fuzzing: generated bad input never gets a 5xx', () => {
  it('generates cases for every endpoint in the contract', () => {
    expect(new Set(all.map((c) => c.endpoint.id)).size).toBe(endpoints.length);
  });

  // each case from an address of its own: it tests what a bad body gets, and per-address limits (which count some
  // requests before their body is read) have tests of their own
  let caseNumber = 0;
  it.each(all)('$label', async ({ endpoint, fuzz }) => {
    caseNumber += 1;
    const remoteAddress = `10.${(caseNumber >> 16) & 255}.${(caseNumber >> 8) & 255}.${caseNumber & 255}`;
    const headers = await freshHeaders();
    const sealed =
      fuzz.sealed === undefined
        ? undefined
        : JSON.stringify((await encryptRequest(fuzz.sealed, await publicKey())).envelope);
    const contentType = sealed ? 'application/json' : fuzz.contentType;
    const payload = sealed ?? fuzz.payload;
    const response = await context.app.inject({
      method: endpoint.method,
      url: endpoint.path,
      query: fuzz.query,
      headers: contentType ? { ...headers, 'content-type': contentType } : headers,
      remoteAddress,
      ...(payload === undefined ? {} : { payload }),
    });
    expect(response.statusCode).toBeLessThan(500);
    const body = response.json() as { code: unknown; msg: unknown; data: unknown; reason?: unknown };
    if (response.statusCode >= 400) {
      expect(Object.keys(body).sort()).toEqual(['code', 'data', 'msg', 'reason']);
      expect(body.code).toBe(response.statusCode);
      expect(body.msg).toMatch(/[\u4e00-\u9fff]/);
      // a program can read why, and the reason means the status it came with
      expect(ERROR_STATUS[body.reason as ErrorReason]).toBe(response.statusCode);
    } else {
      expect(Object.keys(body).sort()).toEqual(['code', 'data', 'msg']);
    }
    if (fuzz.schema && !fuzz.schema.safeParse(fuzz.judged).success) {
      expect(response.statusCode).toBe(400);
    }
  });
});
