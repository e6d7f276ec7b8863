/** Rules for the web app (STYLE.md, bulletproof-react): shared code → features → app, one way. */

/** The request client: the app's instance, the client it is made from, and the client's multipart half. */
const API_CLIENT = '^apps/web/src/lib/(api|api-client|upload)\\.ts$';

module.exports = [
  {
    name: 'web-feature-not-to-other-feature',
    comment:
      'A web feature does not import another feature (bulletproof-react): compose them in src/app. The one ' +
      'exception is features/shelf, the part products and services share (web-shelf-only-for-products-and-services).',
    severity: 'error',
    from: { path: '^apps/web/src/features/([^/]+)/' },
    to: {
      path: '^apps/web/src/features/[^/]+/',
      pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/shelf/'],
    },
  },
  {
    name: 'web-shelf-only-for-products-and-services',
    comment:
      'features/shelf holds what the product and service screens share; they, and only they, import it. What ' +
      'another feature or the app needs of it belongs in shared code (fetching nothing) or in products or services.',
    severity: 'error',
    from: {
      path: '^apps/web/src/(features|app)/',
      pathNot: '^apps/web/src/features/(products|services|shelf)/',
    },
    to: { path: '^apps/web/src/features/shelf/' },
  },
  {
    name: 'web-feature-not-to-app',
    comment: 'Features sit below the app: src/app composes them, never the other way round.',
    severity: 'error',
    from: { path: '^apps/web/src/features/' },
    to: { path: '^apps/web/src/app/' },
  },
  {
    name: 'web-shared-not-to-features',
    comment:
      'Shared web code (components, lib, hooks, config) is below the features and imports none of them.',
    severity: 'error',
    from: { path: '^apps/web/src/(components|lib|hooks|config)/' },
    to: { path: '^apps/web/src/(features|app)/' },
  },
  {
    name: 'web-shared-not-to-api-client',
    comment:
      'Shared web code (components, lib, hooks, config) fetches no data: it imports nothing of the request client ' +
      '(lib/api.ts, lib/api-client.ts, lib/upload.ts) but its types. A part that shows data takes it, or the query ' +
      "options that read it, from the feature that owns the endpoint. Only the client's own files (those three, " +
      'their tests and lib/api-test-support.ts) import it; features and the app import it freely.',
    severity: 'error',
    from: {
      path: '^apps/web/src/(components|lib|hooks|config)/',
      pathNot: [
        '^apps/web/src/lib/(api|api-client|upload)(\\.test)?\\.ts$',
        '^apps/web/src/lib/api-test-support\\.ts$',
      ],
    },
    to: { path: API_CLIENT, dependencyTypesNot: ['type-only'] },
  },
];
