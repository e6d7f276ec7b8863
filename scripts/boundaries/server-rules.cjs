/**
 * Rules for the server (docs/decisions/008 and 019): the platform below the modules, each module behind its
 * public.ts, the portal module's domains each behind their own public.ts, and SQL out of the route files.
 */
const SERVER = '^apps/server/src/';
const MODULES = `${SERVER}modules/`;
const PORTAL = `${MODULES}portal/`;
const TABLES = '(^|/|-)tables[.]ts$';

module.exports = [
  {
    name: 'platform-not-to-modules',
    comment:
      'The platform serves every module and knows none: nothing under platform/ imports from modules/.',
    severity: 'error',
    from: { path: `${SERVER}platform/` },
    to: { path: MODULES },
  },
  {
    name: 'module-not-to-other-module-internals',
    comment: "A module uses another only through that module's public.ts (or its domain events).",
    severity: 'error',
    from: { path: `${MODULES}([^/]+)/` },
    to: { path: MODULES, pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/public[.]ts$`] },
  },
  {
    name: 'composition-through-public-files',
    comment:
      "The app reaches a module through its public.ts; only the module table (modules/index.ts) mounts a module's plugin.ts.",
    severity: 'error',
    from: { path: `${SERVER}(app|main|bootstrap)[.]ts$` },
    to: { path: MODULES, pathNot: `${MODULES}(index|[^/]+/public)[.]ts$` },
  },
  {
    name: 'module-table-mounts-plugins',
    comment: "modules/index.ts takes each module's plugin.ts and public.ts, nothing deeper.",
    severity: 'error',
    from: { path: `${MODULES}index[.]ts$` },
    to: { path: MODULES, pathNot: `${MODULES}[^/]+/(public|plugin)[.]ts$` },
  },
  {
    name: 'public-never-reaches-plugin',
    comment:
      'A public.ts is what others import: it must not drag in a plugin (and with it the whole module, or a cycle back ' +
      'to whoever imports it). Put job names and constants in a file both import.',
    severity: 'error',
    from: { path: `${MODULES}.*/public[.]ts$` },
    to: { path: `${MODULES}.*/plugin[.]ts$`, reachable: true },
  },
  {
    name: 'domain-not-to-other-domain-internals',
    comment:
      "A domain of the portal (session, site, content, pages, messages, tenancy, marketplace) uses another only through that domain's public.ts; tests may also arrange rows in its tables.",
    severity: 'error',
    from: { path: `${PORTAL}([^/]+)/`, pathNot: '[.]test[.]ts$' },
    to: { path: `${PORTAL}[^/]+/`, pathNot: [`${PORTAL}$1/`, `${PORTAL}[^/]+/public[.]ts$`] },
  },
  {
    name: 'domain-tests-not-to-other-domain-internals',
    comment: "A domain's tests use another domain through its public.ts, or its tables to arrange rows.",
    severity: 'error',
    from: { path: `${PORTAL}([^/]+)/.+[.]test[.]ts$` },
    to: {
      path: `${PORTAL}[^/]+/`,
      pathNot: [`${PORTAL}$1/`, `${PORTAL}[^/]+/public[.]ts$`, `${PORTAL}.*/tables[.]ts$`],
    },
  },
  {
    name: 'portal-composes-domains',
    comment:
      "The portal's plugin.ts mounts each domain's plugin.ts, its public.ts gathers the domains' public.ts: composition only.",
    severity: 'error',
    from: { path: `${PORTAL}(plugin|public)[.]ts$` },
    to: { path: `${PORTAL}[^/]+/`, pathNot: `${PORTAL}[^/]+/(plugin|public)[.]ts$` },
  },
  {
    name: 'routes-hold-no-sql',
    comment:
      'A route file (and a plugin that mounts routes) reads the request and calls a service: SQL lives in repositories, ' +
      'so route files import neither drizzle-orm nor a tables file.',
    severity: 'error',
    from: { path: `${MODULES}.*(-routes?|/routes|/plugin)[.]ts$` },
    to: { path: [`^node_modules/drizzle-orm/`, TABLES] },
  },
  {
    name: 'portal-sql-in-repositories',
    comment:
      "In the portal's domains SQL lives in repositories (-repository.ts), read models (-queries.ts) and tables: a " +
      'service holds the rules and calls them, so the trail from a route to a table names each step.',
    severity: 'error',
    from: { path: PORTAL, pathNot: ['(-repository|-queries)[.]ts$', '/tables[.]ts$', '[.]test[.]ts$'] },
    to: { path: '^node_modules/drizzle-orm/' },
  },
  {
    name: 'seed-and-cli-through-public',
    comment:
      'The demo seed and the command-line tools reach a module or domain through its public.ts and its tables only.',
    severity: 'error',
    from: { path: `${SERVER}(seed|cli)/` },
    to: { path: MODULES, pathNot: [`${MODULES}.*/public[.]ts$`, `${MODULES}.*/tables[.]ts$`] },
  },
];
