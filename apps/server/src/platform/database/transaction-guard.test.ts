import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { SecondConnectionInTransaction } from './client.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context?.close();
});

const one = sql`select 1 as one`;

describe('a transaction never waits for a second pool connection', () => {
  it('refuses a pool query inside a transaction at once, and rolls the transaction back', async () => {
    const { db } = context;
    await db.execute(sql`create table if not exists guard_probe (n int)`);
    const attempt = db.transaction(async (tx) => {
      await tx.execute(sql`insert into guard_probe values (1)`);
      await db.execute(one);
    });
    // drizzle wraps the pool's refusal in its query error
    await expect(attempt).rejects.toMatchObject({ cause: expect.any(SecondConnectionInTransaction) });
    const rows = await db.execute(sql`select count(*)::int as n from guard_probe`);
    expect(rows.rows[0]).toEqual({ n: 0 });
  });

  it('refuses a transaction opened on the pool inside another, and a callback-style connect', async () => {
    const { db } = context;
    await expect(db.transaction(async () => db.transaction(async () => 1))).rejects.toBeInstanceOf(
      SecondConnectionInTransaction,
    );
    const refused = await db.transaction(
      () =>
        new Promise<unknown>((resolve) => {
          db.$client.connect((error) => resolve(error));
        }),
    );
    expect(refused).toBeInstanceOf(SecondConnectionInTransaction);
  });

  it('lets the transaction query through its own handle, savepoints included', async () => {
    const { db } = context;
    const answer = await db.transaction(async (tx) => {
      await tx.execute(one);
      return tx.transaction(async (inner) => (await inner.execute(one)).rows[0]);
    });
    expect(answer).toEqual({ one: 1 });
  });

  it('lets work the transaction left running use the pool once its callback has returned', async () => {
    const { db } = context;
    const { later } = await db.transaction(async (tx) => {
      await tx.execute(one);
      // a fire-and-forget send started by the callback: it queries once the transaction is over
      const started = new Promise((done) => setTimeout(() => done(db.execute(one)), 20));
      return { later: started };
    });
    await expect(later).resolves.toBeDefined();
  });

  it('keeps one pool connection per request when the pool is exhausted by parallel transactions', async () => {
    const { db } = context;
    // more transactions than connections (the test pool has 5): each holds its own and asks for nothing else
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        db.transaction(async (tx) => (await tx.execute(sql`select ${i}::int as i, pg_sleep(0.02)`)).rows[0]),
      ),
    );
    expect(answers).toHaveLength(20);
  });
});
