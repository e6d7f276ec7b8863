/** What other domains and modules may use of content: its reads, for the server-rendered pages and the dashboard. */
export { type ContentRepository, createContentRepository } from './content-repository.ts';
export { createNewsRepository, type NewsRepository } from './news-repository.ts';
export {
  countPublishedContent,
  createPublishedContentQueries,
  type PublishedKind,
} from './published-content-queries.ts';
export type { ContentKind } from './tables.ts';
