import '../../../styles/content.css';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useNewsDetail } from '../../../features/news/api/get-news-detail.ts';
import { NewsDetail } from '../../../features/news/components/news-detail.tsx';
import { usePageTitle } from '../../../features/platform/hooks/use-page-title.ts';
import { useMetaDescription } from '../../../hooks/use-meta-description.ts';
import { isItemId, isNotFoundError } from '../../../lib/api-error.ts';

export const NewsDetailRoute = () => {
  const [searchParams] = useSearchParams();
  const newsId = searchParams.get('newsId');
  // The same query the article uses (shared cache): the title and description follow the article.
  const { data, error } = useNewsDetail(isItemId(newsId) ? newsId : undefined);
  usePageTitle(
    data?.title ?? (!isItemId(newsId) || isNotFoundError(error) ? '资讯不存在' : paths.news.detail.title),
  );
  useMetaDescription(data?.summary);
  return <NewsDetail newsId={newsId} />;
};
