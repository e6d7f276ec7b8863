import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase } from '../database/client.ts';
import { errorHandlerPlugin, isDatabaseUnavailable } from './error-handler.ts';

/**
 * A database that cannot answer (PostgreSQL shutting down, a connection terminated) is a 503 that says to try again,
 * not a 500: the request was not wrong. The database's real error, from the test PostgreSQL, on a connection the test
 * terminates itself (what a shutdown does to every connection: SQLSTATE 57P01).
 */
const database = connectDatabase(inject('adminDatabaseUrl'), { max: 1 });
const app = Fastify();

beforeAll(async () => {
  await app.register(errorHandlerPlugin);
  app.get('/terminated', async () => {
    await database.db.execute(sql`select pg_terminate_backend(pg_backend_pid())`);
    return { ok: true };
  });
  app.get('/wrong', async () => {
    await database.db.execute(sql`select 1 / 0`);
    return { ok: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the error handler and a database that is away', () => {
  it('answers 503 with Retry-After and the Chinese envelope when the connection is terminated', async () => {
    const response = await app.inject({ url: '/terminated' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({
      code: 503,
      msg: expect.stringContaining('服务暂不可用，请稍后再试'),
    });
  });

  it('keeps 500 for a query that fails for any other reason', async () => {
    const response = await app.inject({ url: '/wrong' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
  });

  it('recognises the states of a database that is away, wrapped or not, and nothing else', () => {
    expect(isDatabaseUnavailable({ code: '57P01' })).toBe(true);
    expect(isDatabaseUnavailable(new Error('query failed', { cause: { code: '08006' } }))).toBe(true);
    expect(isDatabaseUnavailable({ code: 'ECONNREFUSED' })).toBe(true);
    expect(isDatabaseUnavailable({ code: '22012' })).toBe(false);
    expect(isDatabaseUnavailable(new Error('plain'))).toBe(false);
  });
});
