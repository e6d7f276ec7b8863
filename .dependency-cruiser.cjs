/**
 * Import boundaries (docs/decisions/008 and 019, STYLE.md): checked by `npm run boundaries`, which `npm test` runs.
 * A rule names what may not depend on what; a violation fails the check with the rule's comment. The rules live in
 * scripts/boundaries/ beside the tests that show each one failing on a deliberate violation.
 */
const commonRules = require('./scripts/boundaries/common-rules.cjs');
const serverRules = require('./scripts/boundaries/server-rules.cjs');
const webRules = require('./scripts/boundaries/web-rules.cjs');

module.exports = {
  forbidden: [...commonRules, ...serverRules, ...webRules],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|dist-ssr|node_modules|test-results|artifacts|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
