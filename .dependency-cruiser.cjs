/**
 * Import boundaries (docs/decisions/008, STYLE.md): checked by `npm run boundaries`, which `npm test` runs.
 * A rule names what may not depend on what; a violation fails the check with the rule's comment.
 */
module.exports = {
  forbidden: [
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
    {
      name: 'web-feature-not-to-other-feature',
      comment: 'A web feature does not import another feature (bulletproof-react): compose them in src/app.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/[^/]+/', pathNot: '^apps/web/src/features/$1/' },
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
      name: 'contract-only-zod',
      comment:
        'The contract is zod schemas and types that both sides import: it depends on zod and nothing else.',
      severity: 'error',
      from: { path: '^packages/contract/src/' },
      to: { pathNot: ['^packages/contract/src/', '^node_modules/zod/'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|test-results)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
