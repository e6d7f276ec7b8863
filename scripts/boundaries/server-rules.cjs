/** Rules for the server (docs/decisions/008 and 019): platform → modules → domains, each behind its public.ts. */
module.exports = [
  {
    name: 'platform-not-to-modules',
    comment:
      'The platform serves every module and knows none: nothing under platform/ imports from modules/.',
    severity: 'error',
    from: { path: '^apps/server/src/platform/' },
    to: { path: '^apps/server/src/modules/' },
  },
  {
    name: 'module-not-to-other-module-internals',
    comment: "A module uses another only through that module's public.ts (or its domain events).",
    severity: 'error',
    from: { path: '^apps/server/src/modules/([^/]+)/' },
    to: {
      path: '^apps/server/src/modules/[^/]+/',
      pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/public[.]ts$'],
    },
  },
  {
    name: 'composition-through-public-files',
    comment: 'The composition root mounts modules through their public.ts, never their internals.',
    severity: 'error',
    from: { path: '^apps/server/src/(app|main|bootstrap)[.]ts$|^apps/server/src/modules/index[.]ts$' },
    to: { path: '^apps/server/src/modules/[^/]+/', pathNot: '^apps/server/src/modules/[^/]+/public[.]ts$' },
  },
];
