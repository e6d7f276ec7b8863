/** Rules for the web app (STYLE.md, bulletproof-react): shared code → features → app, one way. */
module.exports = [
  {
    name: 'web-feature-not-to-other-feature',
    comment: 'A web feature does not import another feature (bulletproof-react): compose them in src/app.',
    severity: 'error',
    from: { path: '^apps/web/src/features/([^/]+)/' },
    to: { path: '^apps/web/src/features/[^/]+/', pathNot: '^apps/web/src/features/$1/' },
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
];
