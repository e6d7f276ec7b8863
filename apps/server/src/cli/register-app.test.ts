import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';

const run = promisify(execFile);
const CLI = path.join(import.meta.dirname, 'register-app.ts');

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

describe('npm run app:register', () => {
  it('registers an ingest app whose printed secret is accepted, and a second run replaces the secret', async () => {
    const register = () =>
      run(process.execPath, ['--import', 'tsx', CLI, '--name', '数据中台', '--key', 'qhyc-datahub'], {
        env: { ...process.env, DATABASE_URL: context.databaseUrl },
      });
    const secretOf = (stdout: string) => stdout.match(/appSecret:\s+(\S+)/)?.[1] ?? '';
    const first = secretOf((await register()).stdout);
    const second = secretOf((await register()).stdout);
    expect(first).toHaveLength(43);
    expect(second).not.toBe(first);

    const ingest = (secret: string) =>
      context.app.inject({
        method: 'POST',
        url: '/data-collect/ingest/batch',
        headers: {
          appKey: 'qhyc-datahub',
          endpointCode: 'data-ingest',
          appSecret: secret,
          'content-type': 'application/json',
        },
        payload: JSON.stringify({ counts: { deals: 1 } }),
      });
    expect((await ingest(second)).statusCode).toBe(200);
    expect((await ingest(first)).statusCode).toBe(401);
  });

  it('explains its usage when an argument is missing', async () => {
    const result = await run(process.execPath, ['--import', 'tsx', CLI, '--name', '数据中台']).catch(
      (error) => error,
    );
    expect(result.code).toBe(2);
    expect(result.stdout).toMatch(/用法/);
  });
});
