import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..');
const OPERATIONS_GUIDE = path.join(repoRoot, 'docs', 'operations.md');

/** Where Debian's package puts nginx; `NGINX` names another. */
const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';

export const nginxMissing = (): string | null =>
  spawnSync(NGINX, ['-v']).status === 0
    ? null
    : `nginx is not installed (${NGINX}): apt-get install nginx-light, or set NGINX to its path (.ci/run installs it)`;

/**
 * The site configuration docs/operations.md gives for N instances behind nginx: its ```nginx block that defines
 * `upstream rrsp`. The tests run exactly that text, with the instances' addresses and the listening port swapped in.
 */
export const documentedSiteConfig = (): string => {
  const blocks = [...readFileSync(OPERATIONS_GUIDE, 'utf8').matchAll(/```nginx\n([\s\S]*?)```/g)].map(
    (match) => match[1] ?? '',
  );
  const site = blocks.find((block) => /upstream rrsp\s*\{/.test(block));
  if (!site) throw new Error('docs/operations.md has no ```nginx block with `upstream rrsp {`');
  return site;
};

/** An instance in the upstream; `down` takes it out of rotation (before it is stopped). */
export interface Upstream {
  address: string;
  down?: boolean;
}

/** The documented site with these instances as its upstream servers and nginx listening on `port`. */
export const siteFor = (site: string, instances: Upstream[], port: number): string => {
  const servers = [...site.matchAll(/^(\s*)server\s+\S+:\d+(.*);\s*$/gm)];
  const first = servers[0];
  if (!first) throw new Error('the documented upstream lists no server');
  const [, indent, parameters] = first;
  const ours = instances
    .map(({ address, down }) => `${indent}server ${address}${parameters}${down ? ' down' : ''};`)
    .join('\n');
  let replaced = false;
  const withServers = site.replace(/^\s*server\s+\S+:\d+.*;\s*$\n?/gm, () => {
    if (replaced) return '';
    replaced = true;
    return `${ours}\n`;
  });
  if (!/^\s*listen\s+80;/m.test(withServers)) throw new Error('the documented site does not `listen 80;`');
  return withServers.replace(/^(\s*)listen\s+80;/m, `$1listen 127.0.0.1:${port};`);
};

/** The worker processes of an nginx master (Linux /proc). */
const workersOf = (master: number): number[] =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1] === String(master);
      } catch {
        return false;
      }
    })
    .map(Number);

export interface RunningNginx {
  origin: string;
  /** `status upstream method uri` of each request so far, from nginx's access log. */
  accessLog: () => { status: number; upstream: string; method: string; uri: string }[];
  /** What nginx said about its upstreams (a failure's explanation). */
  errorLog: () => string;
  /** Writes the upstream anew and reloads nginx (SIGHUP), as an operator does before stopping an instance. */
  reload: (instances: Upstream[]) => Promise<void>;
  stop: () => Promise<void>;
}

/** nginx in the foreground with the documented site, its files (pid, logs, temp) in a directory of its own. */
export const startNginx = async (instances: Upstream[], port: number): Promise<RunningNginx> => {
  const missing = nginxMissing();
  if (missing) throw new Error(missing);
  const dir = mkdtempSync(path.join(tmpdir(), 'rrsp-nginx-'));
  // as root nginx's workers run as nobody, and must still read and write here
  chmodSync(dir, 0o777);
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(path.join(dir, temp), { mode: 0o777 });
  const accessLog = path.join(dir, 'access.log');
  const confOf = (upstreams: Upstream[]) => `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 2048; }
http {
    log_format upstreams '$status $upstream_addr $request_method $uri';
    access_log ${accessLog} upstreams;
    # The tests' clients are not browsers: a browser sends a request again when a kept connection turns out closed
    # (nginx closes idle ones when it reloads); these do not, so they keep none.
    keepalive_timeout 0;
    client_body_temp_path ${dir}/body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
${siteFor(documentedSiteConfig(), upstreams, port)}
}
`;
  const conf = confOf(instances);
  const confFile = path.join(dir, 'nginx.conf');
  writeFileSync(confFile, conf);
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', confFile], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const up = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(1_000) }).then(
      (response) => response.status < 500,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not start:\n${output}\n${conf}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    origin,
    accessLog: () =>
      readFileSync(accessLog, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [status, upstream, method, uri] = line.split(' ');
          return { status: Number(status), upstream: upstream ?? '', method: method ?? '', uri: uri ?? '' };
        }),
    errorLog: () => readFileSync(path.join(dir, 'error.log'), 'utf8'),
    reload: async (upstreams) => {
      writeFileSync(confFile, confOf(upstreams));
      const tested = spawnSync(NGINX, ['-t', '-p', dir, '-c', confFile], { encoding: 'utf8' });
      if (tested.status !== 0) throw new Error(`nginx refused the new configuration:\n${tested.stderr}`);
      const workersBefore = workersOf(child.pid ?? 0);
      child.kill('SIGHUP');
      // reloaded once the master has started workers of its own that were not there before
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        const now = workersOf(child.pid ?? 0);
        if (
          now.some((pid) => !workersBefore.includes(pid)) &&
          now.every((pid) => !workersBefore.includes(pid))
        )
          return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('nginx did not reload within 10 s');
    },
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
