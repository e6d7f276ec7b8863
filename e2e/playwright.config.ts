import { rmSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './chromium.ts';
import { BASE_URL, CONTEXT_OPTIONS, DATA_DIR, PORT } from './environment.ts';

/**
 * Browser end-to-end tests against the real server (embedded PostgreSQL, demo seed, test tokens) serving the built
 * web app from apps/web/dist. `npm test` builds the web app first; this config never builds.
 */
const serverDir = path.resolve(import.meta.dirname, '..', 'apps', 'server');

// Fresh database per run. The config is evaluated again in every worker: only the runner process (which starts the
// web server) may delete the directory, never a worker while the server is using it.
if (!process.env.TEST_WORKER_INDEX) rmSync(DATA_DIR, { recursive: true, force: true });

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results/output',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: path.join(import.meta.dirname, 'test-results', 'results.json') }],
  ],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: BASE_URL,
    ...CONTEXT_OPTIONS,
    // a failure keeps its trace: the DOM at every step, the network and the console. Not the screencast: encoding its
    // frames for every test (the trace is recorded whether it is kept or not) was a third of the suite's CPU time
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'chromium', testIgnore: /(platform-settings|editorial[\w-]*)\.spec\.ts/ },
    // publishing news moves the lists other specs compare with the API: after them, beside the settings
    { name: 'editorial', testMatch: /editorial[\w-]*\.spec\.ts/, dependencies: ['chromium'] },
    // renaming the platform changes every page's title and footer: that spec runs after all the others, alone
    { name: 'platform-settings', testMatch: /platform-settings\.spec\.ts/, dependencies: ['chromium'] },
  ],
  webServer: {
    command: 'node --import tsx src/main.ts',
    cwd: serverDir,
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    // warnings and errors only (LOG_LEVEL below): a failing job or request shows beside the spec that met it
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      TEST_TOKENS: 'true',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      NODE_ENV: 'test',
      // every browser here is 127.0.0.1: the risk-based captcha would otherwise start asking after a few sends
      CAPTCHA_FREE_CODE_SENDS_PER_HOUR: '1000',
      CAPTCHA_FREE_SIGN_IN_FAILURES_PER_IP: '1000',
      // and the whole suite's codes come from that one address: 30 an hour would starve the specs that run last
      CODE_SENDS_PER_ADDRESS_PER_HOUR: '1000',
      // a data-centre export expires after about a minute, so a spec can see its link stop working
      EXPORT_TTL_HOURS: '0.02',
    },
  },
});
