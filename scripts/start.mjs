// `npm start`: builds the web app only when what it is built from changed since the last build, then runs the
// server in this process's place (issue 11: a restart on existing data is healthy within 3 s).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps', 'web');
const stampFile = path.join(root, 'node_modules', '.cache', 'rrsp', 'web-build.sha1');

/** Everything the web build reads: its sources and settings, the packages it bundles, and the locked versions. */
const BUILD_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/build',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'apps/web/.env',
  'apps/web/.env.production',
  'packages/contract/src',
  'packages/contract/package.json',
  'packages/secure-payload/src',
  'packages/secure-payload/package.json',
  'package-lock.json',
];

const filesUnder = (entry) => {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [full];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((item) => item.isFile())
    .map((item) => path.join(item.parentPath, item.name));
};

/** A hash of the contents (not the times: a fresh checkout touches every file) of every build input. */
const fingerprint = () => {
  const hash = createHash('sha1');
  for (const file of BUILD_INPUTS.flatMap(filesUnder).sort()) {
    hash.update(path.relative(root, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
};

const current = fingerprint();
const built = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
if (built === current && existsSync(path.join(web, 'dist', 'index.html'))) {
  console.log('前端构建产物已是最新，跳过构建');
} else {
  console.log('前端源码有变化，正在构建（约需一分钟）…');
  const build = spawnSync('npm', ['run', 'build', '--workspace', '@rrsp/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  mkdirSync(path.dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, `${current}\n`);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: path.join(root, 'apps', 'server'),
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
