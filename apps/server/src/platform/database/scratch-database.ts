import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedDatabase } from './embedded.ts';

/** The address of database `name` on the server `serverUrl` points at (same host, port, user and options). */
export const withDatabase = (serverUrl: string, name: string): string => {
  const parsed = new URL(serverUrl);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

/** Runs one statement (CREATE or DROP DATABASE: outside any transaction) on a connection of its own. */
export const runStatement = async (serverUrl: string, statement: string): Promise<void> => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

export interface ScratchDatabase {
  url: string;
  /** Where it is, in words, for a tool's output. */
  where: string;
  stop: () => Promise<void>;
}

/**
 * A database a tool has to itself (a bench, the soak, the crash test; never the server): an embedded PostgreSQL
 * cluster started in a temporary directory, or, with DATABASE_URL set, a fresh database `rrsp_<label>_<pid>` on that
 * server. `stop` stops and removes the cluster, or drops the database.
 */
export const startScratchDatabase = async (label: string): Promise<ScratchDatabase> => {
  const outside = process.env.DATABASE_URL;
  if (outside) {
    const name = `rrsp_${label.replaceAll(/\W/g, '_')}_${process.pid}`;
    await runStatement(outside, `CREATE DATABASE ${name}`);
    return {
      url: withDatabase(outside, name),
      where: `DATABASE_URL 所在服务器上的临时数据库 ${name}`,
      stop: () => runStatement(outside, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `rrsp-${label}-db-`));
  const embedded = await startEmbeddedDatabase(dataDir, {
    info: () => undefined,
    warn: (message) => process.stderr.write(`${message}\n`),
  });
  return {
    url: embedded.url,
    where: `内置 PostgreSQL（${dataDir}）`,
    stop: async () => {
      await embedded.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
