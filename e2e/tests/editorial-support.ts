import type { APIRequestContext } from '@playwright/test';
import { asUser } from './shelf-support.ts';
import { PORTAL_HEADERS } from './support.ts';

/** 内容管理 (issue 20) in the browser specs: the editorial API as each operator. */

export interface Item {
  id: string;
  workingVersion: number;
  state: string;
}

export const newsFields = (title: string, content = `<p>${title}的正文。</p>`) => ({
  kind: 'news',
  title,
  summary: `${title}的摘要`,
  coverUrl: null,
  content,
  publishedAt: null,
  category: 'work',
  source: '贵州省农业农村厅',
  author: '陈静',
});

export const editorial = async (api: APIRequestContext, username: string) => {
  const user = await asUser(api, username);
  const post = <T>(path: string, body: unknown) =>
    user.call<T>('POST', `/basics/admin/editorial/${path}`, body);
  return {
    create: (title: string) => post<Item>('create', { fields: newsFields(title) }),
    save: (id: string, baseVersion: number, title: string) =>
      post<Item>('save', { id, baseVersion, fields: newsFields(title) }),
    submit: (id: string, version: number) => post<Item>('submit', { id, version }),
    publish: (id: string, version: number) => post<Item>('publish', { id, version }),
    schedule: (id: string, version: number, at: Date) =>
      post<Item>('schedule', { id, version, at: at.toISOString() }),
    previewLink: (id: string, version: number, validMinutes: number) =>
      post<{ path: string; expiresAt: string }>('previewLink', { id, version, validMinutes }),
  };
};

export const publicNews = async (api: APIRequestContext, newsId: string) => {
  const response = await api.post('/basics/pc/news/info', { headers: PORTAL_HEADERS, data: { newsId } });
  return (await response.json()) as { code: number; data?: { title: string } };
};

/** A browser nobody signed in to: the test's own storage state is not carried over. */
export const NOBODY = { cookies: [], origins: [] };
