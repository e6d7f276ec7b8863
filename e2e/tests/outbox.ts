import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { DATA_DIR } from '../environment.ts';

/**
 * Reads what the server's console notifier "sent" from its outbox table, as a person would with `npm run outbox`:
 * the e2e server runs the embedded PostgreSQL, which records its port and password under DATA_DIR.
 */
export const connectionString = async () => {
  const [port, password] = await Promise.all(
    ['.postgres-port', '.postgres-password'].map((name) => readFile(path.join(DATA_DIR, name), 'utf8')),
  );
  return `postgres://postgres:${encodeURIComponent(String(password).trim())}@127.0.0.1:${String(port).trim()}/postgres`;
};

/** Messages that carry a code (apps/server platform/verification CODE_PURPOSES); notices never do. */
const CODE_PURPOSES = [
  'sign-in',
  'email-sign-in',
  'register',
  'reset-password',
  'change-mobile-current',
  'change-mobile-new',
  'verify-email',
  'appeal',
];

export const latestCodeFor = async (recipient: string, since = new Date(0)): Promise<string> => {
  const client = new pg.Client({ connectionString: await connectionString() });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const result = await client.query<{ body: string }>(
        `select body from notifier_outbox where recipient = $1 and created_at >= $2 and purpose = any($3)
         order by id desc limit 1`,
        [recipient, since, CODE_PURPOSES],
      );
      const code = result.rows[0]?.body.match(/(\d{6})/)?.[1];
      if (code) return code;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no code arrived for ${recipient}`);
  } finally {
    await client.end();
  }
};

/**
 * Moves the codes sent to a recipient two minutes into the past: the minute a person would wait before asking for
 * another code, without a test waiting it out.
 */
export const waitOutCodeCooldown = async (recipient: string): Promise<void> => {
  const client = new pg.Client({ connectionString: await connectionString() });
  await client.connect();
  try {
    await client.query(
      `update verification_codes set created_at = created_at - interval '2 minutes' where target = $1`,
      [recipient],
    );
  } finally {
    await client.end();
  }
};
