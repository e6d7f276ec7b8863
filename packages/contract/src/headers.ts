/** Header names every request carries (SPEC.md §6), spelled as the original portal sends them. */
export const Header = {
  appKey: 'appKey',
  endpointCode: 'endpointCode',
  authorization: 'Authorization',
  tenantId: 'tenantId',
  testAuth: 'testAuth',
  appSecret: 'appSecret',
  requestId: 'x-request-id',
} as const;

/** Prefix of a test token in `Authorization`/`testAuth`; accepted only when the server enables test tokens. */
export const TEST_TOKEN_PREFIX = 'test:';
