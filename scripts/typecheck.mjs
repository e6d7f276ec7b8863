// Type-checks every workspace with its own tsconfig, one process per project, two at a time (the machines here have
// two cores), and fails if any fails. Each project's output is printed whole when it ends, so lines never interleave.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const projects = [
  'apps/server',
  'apps/web',
  'e2e',
  'bench',
  'packages/contract',
  'packages/secure-payload',
  'scripts',
].filter((dir) => existsSync(`${dir}/tsconfig.json`));
const PARALLEL = 2;

const check = (project) =>
  new Promise((resolve) => {
    const child = spawn('npx', ['tsc', '-p', project, '--noEmit'], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      process.stdout.write(Buffer.concat(output));
      if (status !== 0) console.error(`类型检查失败：${project}`);
      resolve(status === 0);
    });
  });

const queue = [...projects];
let failed = 0;
await Promise.all(
  Array.from({ length: PARALLEL }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      if (!(await check(project))) failed += 1;
    }
  }),
);
console.log(`typecheck: ${projects.length - failed} of ${projects.length} projects clean`);
process.exit(failed === 0 ? 0 : 1);
