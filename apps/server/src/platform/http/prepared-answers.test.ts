import { defineEndpoint } from '@rrsp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext, portalHeaders, type TestContext } from '../../../test/harness.ts';
import { registerEndpoint } from './endpoint-route.ts';

let context: TestContext;
let reads = 0;
let failNext = false;

const slowRead = defineEndpoint({
  id: 'portal.testSlowRead',
  module: 'portal',
  method: 'GET',
  path: '/basics/pc/test-slow-read',
  access: 'public',
  summary: '测试：一次慢的公开读取',
  query: z.strictObject({ n: z.coerce.number().int().default(1) }),
  data: z.object({ n: z.number(), reads: z.number() }),
});

beforeAll(async () => {
  context = await createTestContext({}, { ready: false });
  registerEndpoint(
    context.app,
    slowRead,
    async ({ query }) => {
      reads += 1;
      const thisRead = reads;
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (failNext) {
        failNext = false;
        throw new Error('读取失败');
      }
      return { n: query.n, reads: thisRead };
    },
    { publicRead: { tables: ['news'] } },
  );
  await context.app.ready();
});

afterAll(async () => {
  await context.close();
});

const read = (query = '') =>
  context.app.inject({ url: `/basics/pc/test-slow-read${query}`, headers: portalHeaders() });

describe('answers being prepared', () => {
  it('are made once for readers who arrive together, and all of them get it', async () => {
    reads = 0;
    const answers = await Promise.all(Array.from({ length: 20 }, () => read('?n=2')));
    expect(reads).toBe(1);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
  });

  it('key equal requests alike: defaults filled, so ?n=1 and no n are one answer', async () => {
    reads = 0;
    await read('?n=1');
    await read();
    expect(reads).toBe(1);
  });

  it('do not hand a reader an answer begun before a change this instance has heard', async () => {
    reads = 0;
    const first = read('?n=4');
    while (reads === 0) await new Promise((resolve) => setTimeout(resolve, 2)); // the first answer is being made
    context.app.publicCache.invalidate('news');
    const second = await read('?n=4');
    expect(reads).toBe(2);
    expect(second.json().data.reads).toBe(2);
    expect((await first).json().data.reads).toBe(1);
  });

  it('let waiting readers make their own when the first one fails', async () => {
    reads = 0;
    failNext = true;
    const answers = await Promise.all(Array.from({ length: 5 }, () => read('?n=3')));
    expect(answers.filter((answer) => answer.statusCode === 500)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(4);
  });
});
