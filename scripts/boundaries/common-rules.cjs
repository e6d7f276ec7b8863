/** Rules for the whole repository: apps, packages, e2e, bench and scripts. */
module.exports = [
  {
    name: 'no-circular',
    comment:
      'Nothing imports in a circle: a cycle makes the order of start-up an accident and every change on it ripple. ' +
      'Move what both sides need into a file both import.',
    severity: 'error',
    from: {},
    to: { circular: true },
  },
  {
    name: 'contract-only-zod',
    comment:
      'The contract is zod schemas and types that both sides import: it depends on zod and nothing else.',
    severity: 'error',
    from: { path: '^packages/contract/src/' },
    to: { pathNot: ['^packages/contract/src/', '^node_modules/zod/'] },
  },
];
