import {
  caseEndpoints,
  getHomePageNews,
  getNewsInfo,
  HOME_CONTENT_COUNT,
  HOME_NEWS_COUNT,
  listNews,
  solutionEndpoints,
} from '@rrsp/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../platform/http/endpoint-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { chosenTenant } from '../../../platform/identity/require.ts';
import { createContentRepository } from './content-repository.ts';
import { createNewsRepository } from './news-repository.ts';

/** What the public answers below are read from (their changes drop the prepared answers: decision 015). */
const NEWS_TABLES = ['news'] as const;
const CONTENT_TABLES = ['content_items', 'content_classes', 'tenants'] as const;

export const contentRoutes = async (app: FastifyInstance) => {
  const deps = {
    news: createNewsRepository(app.db),
    solutions: createContentRepository(app.db, 'solution'),
    cases: createContentRepository(app.db, 'case'),
  };
  const newsRead = { publicRead: { tables: NEWS_TABLES } };
  const { viewCounter } = app;
  registerEndpoint(
    app,
    getHomePageNews,
    ({ body }) => deps.news.latest(HOME_NEWS_COUNT, body?.category),
    newsRead,
  );
  registerEndpoint(app, listNews, ({ body }) => deps.news.list(body), newsRead);
  registerEndpoint(
    app,
    getNewsInfo,
    async ({ body }) => {
      const detail = await deps.news.detail(body.newsId);
      if (!detail) throw notFound('该资讯不存在或已下线');
      return detail;
    },
    {
      publicRead: {
        tables: NEWS_TABLES,
        onEachRead: ({ body, viewer }) => viewCounter.count('news', body.newsId, viewer),
      },
    },
  );

  for (const [endpoints, repository, label] of [
    [solutionEndpoints, deps.solutions, '解决方案'],
    [caseEndpoints, deps.cases, '合作案例'],
  ] as const) {
    const contentRead = { publicRead: { tables: CONTENT_TABLES } };
    registerEndpoint(
      app,
      endpoints.onePage,
      ({ body }) => repository.latest(body?.pageSize ?? HOME_CONTENT_COUNT, body?.classId),
      contentRead,
    );
    registerEndpoint(app, endpoints.classes, ({ body }) => repository.classes(body), contentRead);
    registerEndpoint(app, endpoints.query, ({ body }) => repository.list(body), contentRead);
    registerEndpoint(
      app,
      endpoints.queryNoRole,
      async ({ body }) => {
        const page = await repository.list(body);
        return {
          ...page,
          rows: page.rows.map(({ contactName: _name, contactPhone: _phone, ...row }) => row),
        };
      },
      contentRead,
    );
    registerEndpoint(app, endpoints.serverClasses, ({ principal, body }) =>
      repository.classes(body, chosenTenant(principal).tenant.tenantId),
    );
    registerEndpoint(app, endpoints.serverQuery, ({ principal, body }) =>
      repository.list({ ...body, providerTenantId: chosenTenant(principal).tenant.tenantId }),
    );
    registerEndpoint(
      app,
      endpoints.detail,
      async ({ principal, query }) => {
        const detail = await repository.detail(query.id);
        if (!detail) throw notFound(`该${label}不存在或已下线`);
        // the provider's contact is for signed-in users, as in the lists
        return principal.kind === 'user' ? detail : { ...detail, contactName: null, contactPhone: null };
      },
      {
        publicRead: {
          tables: CONTENT_TABLES,
          anonymousOnly: true,
          onEachRead: ({ query, viewer }) => viewCounter.count('content_items', query.id, viewer),
        },
      },
    );
  }
};
