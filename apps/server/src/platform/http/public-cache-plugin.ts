import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PUBLIC_CHANGE_CHANNEL, startChangeListener } from '../database/change-listener.ts';
import {
  createViewCounter,
  PURGE_VIEW_MARKS_JOB,
  purgeViewMarks,
  type ViewCounter,
} from '../database/view-counter.ts';
import { createPublicCache, type PublicCache } from './public-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
    viewCounter: ViewCounter;
    /** Waits until this instance has heard every change committed so far (see ChangeListener.sync). */
    awaitPublicChanges: () => Promise<void>;
  }
}

/** Views are written once a second: the figure a reader sees is at most that much (plus the cache's age) behind. */
const VIEW_FLUSH_MS = 1_000;

/**
 * Prepared public answers (docs/decisions/015) and the view counter they need. The cache listens for committed
 * changes of every instance before the server takes requests, so no answer is ever prepared unwatched.
 */
export const publicCachePlugin = fp(
  async (app: FastifyInstance) => {
    const cache = createPublicCache(app.config.publicCache);
    const views = createViewCounter(app.db, {
      flushMs: VIEW_FLUSH_MS,
      onError: (error) => app.log.error({ err: error }, '浏览量写入失败，这一秒的浏览量未计入'),
    });
    app.decorate('publicCache', cache);
    app.decorate('viewCounter', views);
    // a view counts once per visitor and day: the marks that say so are needed for two days at most
    app.jobs.define(PURGE_VIEW_MARKS_JOB, () => purgeViewMarks(app.db));
    app.jobs.schedule('17 * * * *', PURGE_VIEW_MARKS_JOB);
    const listener = cache.enabled
      ? await startChangeListener(app.db.$client.options, {
          onChange: (table) => cache.invalidate(table),
          onGap: () => cache.clear(),
          onError: (error) => app.log.warn({ err: error }, '公共数据变更监听连接中断，正在重连'),
        })
      : null;
    if (listener) {
      app.watchChangeListener({
        check: 'changeListener',
        label: '公共数据变更监听',
        channel: PUBLIC_CHANGE_CHANNEL,
        listener,
      });
    }
    app.decorate('awaitPublicChanges', () => listener?.sync(app.db.$client) ?? Promise.resolve());
    app.addHook('onClose', async () => {
      await listener?.close();
      await views.flush().catch((error: unknown) => app.log.error({ err: error }, '浏览量写入失败'));
    });
  },
  { name: 'public-cache', dependencies: ['context', 'jobs', 'observability'] },
);
