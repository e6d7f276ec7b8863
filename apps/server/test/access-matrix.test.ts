import { type Access, type Endpoint, endpoints, OPERATOR_ROLES } from '@rrsp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../src/platform/identity/tables.ts';
import { hashToken } from '../src/platform/identity/tokens.ts';
import {
  addMember,
  createIngestApp,
  createTenant,
  createUser,
  expireSession,
  openSession,
} from './fixtures.ts';
import { createTestContext, portalHeaders, type TestContext } from './harness.ts';

type Caller =
  | 'visitor'
  | 'signedInWithoutTenant'
  | 'participant'
  | 'servantAdmin'
  | 'otherTenantsAdmin'
  | 'superAdmin'
  | 'contentEditor'
  | 'contentReviewer'
  | 'marketReviewer'
  | 'accountManager'
  | 'expiredToken'
  | 'sessionEndedElsewhere'
  | 'frozenAccount'
  | 'ingestApp';

/** 'pass' means the access rule let the call through (the handler may still answer 400/404 to an empty input). */
type Expected = 'pass' | 401 | 402 | 403 | 406;

// Written out by hand on purpose: this table is the specification the server's access rule is held to. Each operator
// caller (superAdmin … accountManager) holds that one operator role and no tenant.
const EXPECTED: Record<Access, Record<Caller, Expected>> = {
  public: {
    visitor: 'pass',
    signedInWithoutTenant: 'pass',
    participant: 'pass',
    servantAdmin: 'pass',
    otherTenantsAdmin: 403,
    superAdmin: 'pass',
    contentEditor: 'pass',
    contentReviewer: 'pass',
    marketReviewer: 'pass',
    accountManager: 'pass',
    expiredToken: 'pass',
    sessionEndedElsewhere: 'pass',
    frozenAccount: 'pass',
    ingestApp: 'pass',
  },
  signedIn: {
    visitor: 401,
    signedInWithoutTenant: 'pass',
    participant: 'pass',
    servantAdmin: 'pass',
    otherTenantsAdmin: 403,
    superAdmin: 'pass',
    contentEditor: 'pass',
    contentReviewer: 'pass',
    marketReviewer: 'pass',
    accountManager: 'pass',
    expiredToken: 401,
    sessionEndedElsewhere: 402,
    frozenAccount: 406,
    ingestApp: 401,
  },
  participant: {
    visitor: 401,
    signedInWithoutTenant: 403,
    participant: 'pass',
    servantAdmin: 403,
    otherTenantsAdmin: 403,
    superAdmin: 403,
    contentEditor: 403,
    contentReviewer: 403,
    marketReviewer: 403,
    accountManager: 403,
    expiredToken: 401,
    sessionEndedElsewhere: 402,
    frozenAccount: 406,
    ingestApp: 401,
  },
  servant: {
    visitor: 401,
    signedInWithoutTenant: 403,
    participant: 403,
    servantAdmin: 'pass',
    otherTenantsAdmin: 403,
    superAdmin: 403,
    contentEditor: 403,
    contentReviewer: 403,
    marketReviewer: 403,
    accountManager: 403,
    expiredToken: 401,
    sessionEndedElsewhere: 402,
    frozenAccount: 406,
    ingestApp: 401,
  },
  settled: {
    visitor: 401,
    signedInWithoutTenant: 403,
    participant: 'pass',
    servantAdmin: 'pass',
    otherTenantsAdmin: 403,
    superAdmin: 403,
    contentEditor: 403,
    contentReviewer: 403,
    marketReviewer: 403,
    accountManager: 403,
    expiredToken: 401,
    sessionEndedElsewhere: 402,
    frozenAccount: 406,
    ingestApp: 401,
  },
  tenantAdmin: {
    visitor: 401,
    signedInWithoutTenant: 403,
    participant: 403,
    servantAdmin: 'pass',
    otherTenantsAdmin: 403,
    superAdmin: 403,
    contentEditor: 403,
    contentReviewer: 403,
    marketReviewer: 403,
    accountManager: 403,
    expiredToken: 401,
    sessionEndedElsewhere: 402,
    frozenAccount: 406,
    ingestApp: 401,
  },
  operator: {
    visitor: 401,
    signedInWithoutTenant: 403,
    participant: 403,
    servantAdmin: 403,
    otherTenantsAdmin: 403,
    superAdmin: 'pass',
    contentEditor: 'pass',
    contentReviewer: 'pass',
    marketReviewer: 'pass',
    accountManager: 'pass',
    expiredToken: 401,
    sessionEndedElsewhere: 402,
    frozenAccount: 406,
    ingestApp: 401,
  },
  'operator:superAdmin': {
    visitor: 401,
    signedInWithoutTenant: 403,
    participant: 403,
    servantAdmin: 403,
    otherTenantsAdmin: 403,
    superAdmin: 'pass',
    contentEditor: 403,
    contentReviewer: 403,
    marketReviewer: 403,
    accountManager: 403,
    expiredToken: 401,
    sessionEndedElsewhere: 402,
    frozenAccount: 406,
    ingestApp: 401,
  },
  'operator:contentEditor': {
    visitor: 401,
    signedInWithoutTenant: 403,
    participant: 403,
    servantAdmin: 403,
    otherTenantsAdmin: 403,
    superAdmin: 403,
    contentEditor: 'pass',
    contentReviewer: 403,
    marketReviewer: 403,
    accountManager: 403,
    expiredToken: 401,
    sessionEndedElsewhere: 402,
    frozenAccount: 406,
    ingestApp: 401,
  },
  'operator:contentReviewer': {
    visitor: 401,
    signedInWithoutTenant: 403,
    participant: 403,
    servantAdmin: 403,
    otherTenantsAdmin: 403,
    superAdmin: 403,
    contentEditor: 403,
    contentReviewer: 'pass',
    marketReviewer: 403,
    accountManager: 403,
    expiredToken: 401,
    sessionEndedElsewhere: 402,
    frozenAccount: 406,
    ingestApp: 401,
  },
  editorial: {
    visitor: 401,
    signedInWithoutTenant: 403,
    participant: 403,
    servantAdmin: 403,
    otherTenantsAdmin: 403,
    superAdmin: 403,
    contentEditor: 'pass',
    contentReviewer: 'pass',
    marketReviewer: 403,
    accountManager: 403,
    expiredToken: 401,
    sessionEndedElsewhere: 402,
    frozenAccount: 406,
    ingestApp: 401,
  },
  'operator:marketReviewer': {
    visitor: 401,
    signedInWithoutTenant: 403,
    participant: 403,
    servantAdmin: 403,
    otherTenantsAdmin: 403,
    superAdmin: 403,
    contentEditor: 403,
    contentReviewer: 403,
    marketReviewer: 'pass',
    accountManager: 403,
    expiredToken: 401,
    sessionEndedElsewhere: 402,
    frozenAccount: 406,
    ingestApp: 401,
  },
  'operator:accountManager': {
    visitor: 401,
    signedInWithoutTenant: 403,
    participant: 403,
    servantAdmin: 403,
    otherTenantsAdmin: 403,
    superAdmin: 403,
    contentEditor: 403,
    contentReviewer: 403,
    marketReviewer: 403,
    accountManager: 'pass',
    expiredToken: 401,
    sessionEndedElsewhere: 402,
    frozenAccount: 406,
    ingestApp: 401,
  },
  ingest: {
    visitor: 401,
    signedInWithoutTenant: 401,
    participant: 401,
    servantAdmin: 401,
    otherTenantsAdmin: 403,
    superAdmin: 401,
    contentEditor: 401,
    contentReviewer: 401,
    marketReviewer: 401,
    accountManager: 401,
    expiredToken: 401,
    sessionEndedElsewhere: 401,
    frozenAccount: 401,
    ingestApp: 'pass',
  },
};

let context: TestContext;
/** Each call gets fresh credentials, so an endpoint that ends a session (sign-out) cannot spoil the next case. */
const headersFor = {} as Record<Caller, () => Promise<Record<string, string>>>;

beforeAll(async () => {
  context = await createTestContext();
  const { db } = context;
  const participantTenant = await createTenant(db, ['participant']);
  const servantTenant = await createTenant(db, ['servant']);
  const thirdTenant = await createTenant(db, ['participant', 'servant']);

  const plain = await createUser(db);
  const participantMember = await createUser(db);
  await addMember(db, participantTenant.id, participantMember.id, false);
  const servantAdmin = await createUser(db);
  await addMember(db, servantTenant.id, servantAdmin.id, true);
  const otherAdmin = await createUser(db);
  await addMember(db, thirdTenant.id, otherAdmin.id, true);
  const operators = await Promise.all(
    OPERATOR_ROLES.map(async (role) => [role, await createUser(db, { operatorRoles: [role] })] as const),
  );
  const expired = await createUser(db);
  const replaced = await createUser(db);
  const frozen = await createUser(db);
  await db.update(users).set({ status: 'frozen' }).where(eq(users.id, frozen.id));

  const signedIn =
    (userId: string, extra: Record<string, string> = {}) =>
    async () =>
      portalHeaders({ Authorization: `Bearer ${await openSession(db, userId)}`, ...extra });

  headersFor.visitor = async () => portalHeaders();
  headersFor.signedInWithoutTenant = signedIn(plain.id);
  headersFor.participant = signedIn(participantMember.id, { tenantId: participantTenant.id });
  headersFor.servantAdmin = signedIn(servantAdmin.id, { tenantId: servantTenant.id });
  // An administrator of one tenant naming another tenant it does not belong to.
  headersFor.otherTenantsAdmin = signedIn(otherAdmin.id, { tenantId: participantTenant.id });
  for (const [role, operator] of operators) headersFor[role] = signedIn(operator.id);
  headersFor.expiredToken = async () => {
    const token = await openSession(db, expired.id);
    await expireSession(db, token);
    return portalHeaders({ Authorization: `Bearer ${token}` });
  };
  headersFor.sessionEndedElsewhere = async () => {
    const token = await openSession(db, replaced.id);
    await db
      .update(sessions)
      .set({ endedAt: new Date(), endReason: 'replaced' })
      .where(eq(sessions.tokenHash, hashToken(token)));
    return portalHeaders({ Authorization: `Bearer ${token}` });
  };
  headersFor.frozenAccount = signedIn(frozen.id);
  const ingestApp = await createIngestApp(db);
  headersFor.ingestApp = async () => ingestApp.headers;
});

afterAll(async () => {
  await context.close();
});

const call = (endpoint: Endpoint, headers: Record<string, string>) =>
  context.app.inject({
    method: endpoint.method,
    url: endpoint.path,
    headers: endpoint.method === 'GET' ? headers : { ...headers, 'content-type': 'application/json' },
    ...(endpoint.method === 'GET' ? {} : { payload: '{}' }),
  });

const cases = endpoints.flatMap((endpoint) =>
  (Object.keys(EXPECTED[endpoint.access]) as Caller[]).map((caller) => ({
    endpoint,
    caller,
    expected: EXPECTED[endpoint.access][caller],
  })),
);

describe('access matrix: every contract endpoint × every kind of caller', () => {
  it.each(cases)(
    '$endpoint.method $endpoint.path ($endpoint.access) as $caller → $expected',
    async ({ endpoint, caller, expected }) => {
      const response = await call(endpoint, await headersFor[caller]());
      const body = response.json() as { code: number; msg: string };
      if (expected === 'pass') {
        expect([401, 402, 403, 406]).not.toContain(response.statusCode);
        expect(response.statusCode).toBeLessThan(500);
      } else {
        expect(response.statusCode).toBe(expected);
        expect(body.code).toBe(expected);
        expect(body.msg).toMatch(/[\u4e00-\u9fff]/);
      }
    },
  );

  it('tells an operator which role a call needs, and anyone else that it is for operators', async () => {
    const queue = endpoints.find((endpoint) => endpoint.access === 'operator:marketReviewer');
    if (!queue) throw new Error('no endpoint needs 入驻与上架审核');
    const asEditor = (await call(queue, await headersFor.contentEditor())).json() as {
      msg: string;
      reason: string;
    };
    expect(asEditor.reason).toBe('OPERATOR_ROLE_REQUIRED');
    expect(asEditor.msg).toContain('入驻与上架审核');
    const asMember = (await call(queue, await headersFor.participant())).json() as { reason: string };
    expect(asMember.reason).toBe('OPERATOR_ONLY');
  });

  it('refuses a missing or unknown appKey, an unregistered endpointCode or a wrong secret with 401 on every endpoint', async () => {
    const ingestApp = await createIngestApp(context.db);
    for (const endpoint of endpoints) {
      const wrongSecret = await call(endpoint, { ...ingestApp.headers, appSecret: 'guessed-secret' });
      expect(wrongSecret.statusCode, endpoint.path).toBe(401);
      const missing = await call(endpoint, {});
      expect(missing.statusCode, endpoint.path).toBe(401);
      const unknown = await call(endpoint, { appKey: 'not-registered', endpointCode: 'pc-portal' });
      expect(unknown.statusCode, endpoint.path).toBe(401);
      const wrongCode = await call(endpoint, portalHeaders({ endpointCode: 'mobile-app' }));
      expect(wrongCode.statusCode, endpoint.path).toBe(401);
    }
  });
});
