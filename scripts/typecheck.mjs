// Type-checks every workspace with its own tsconfig, in one process per project, and fails if any fails.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const projects = [
  'packages/contract',
  'packages/secure-payload',
  'apps/server',
  'apps/web',
  'e2e',
  'bench',
  'scripts',
].filter((dir) => existsSync(`${dir}/tsconfig.json`));
let failed = 0;
for (const project of projects) {
  const result = spawnSync('npx', ['tsc', '-p', project, '--noEmit'], { stdio: 'inherit' });
  if (result.status !== 0) {
    failed += 1;
    console.error(`类型检查失败：${project}`);
  }
}
console.log(`typecheck: ${projects.length - failed} of ${projects.length} projects clean`);
process.exit(failed === 0 ? 0 : 1);
