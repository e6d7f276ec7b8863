// `npm test`: every check that can run here, in order, with one closing line `N passed, N failed`.
// Steps keep going after a failure so one run shows everything that is wrong.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const run = (command, args, extraEnv = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...extraEnv } }).status ===
  0;

const results = [];
const record = (name, passed, failed, note = '') => {
  results.push({ name, passed, failed, note });
};

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

const started = Date.now();

console.log('\n== 类型检查 typecheck ==');
const typesOk = run('node', ['scripts/typecheck.mjs']);
record('typecheck', typesOk ? 1 : 0, typesOk ? 0 : 1);

console.log('\n== 代码规范 lint (biome) ==');
const lintOk = run('npx', ['biome', 'check', '.']);
record('lint', lintOk ? 1 : 0, lintOk ? 0 : 1);

console.log('\n== 依赖边界 boundaries (dependency-cruiser) ==');
const boundariesOk = run('npm', ['run', 'boundaries', '--silent']);
record('boundaries', boundariesOk ? 1 : 0, boundariesOk ? 0 : 1);

console.log('\n== 单元与服务端集成测试 vitest ==');
const vitestReport = path.join(reports, 'vitest.json');
const vitestOk = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  record(
    'vitest',
    vitest.numPassedTests,
    vitest.numFailedTests + (vitestOk || vitest.numFailedTests > 0 ? 0 : 1),
  );
} else {
  record('vitest', 0, 1, 'no report');
}

console.log('\n== 构建前端 build ==');
const buildOk = run('npm', ['run', 'build', '--workspace', '@rrsp/web']);
record('build', buildOk ? 1 : 0, buildOk ? 0 : 1);

if (buildOk && existsSync(path.join(root, 'e2e', 'playwright.config.ts'))) {
  console.log('\n== 浏览器端到端测试 playwright (Chromium) ==');
  const e2eReport = path.join(root, 'e2e', 'test-results', 'results.json');
  rmSync(e2eReport, { force: true });
  const e2eOk = run('npm', ['test', '--workspace', '@rrsp/e2e']);
  const e2e = readJson(e2eReport);
  if (e2e?.stats) {
    const failed = e2e.stats.unexpected + (e2eOk || e2e.stats.unexpected > 0 ? 0 : 1);
    record(
      'e2e',
      e2e.stats.expected + e2e.stats.flaky,
      failed,
      e2e.stats.flaky ? `${e2e.stats.flaky} flaky` : '',
    );
  } else {
    record('e2e', 0, 1, 'no report');
  }
} else {
  record('e2e', 0, 1, 'not run: the web build failed or e2e is missing');
}

const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log('\n== 汇总 summary ==');
for (const r of results) {
  console.log(
    `  ${r.name.padEnd(10)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed ${r.note}`,
  );
}
console.log(`  用时 ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
