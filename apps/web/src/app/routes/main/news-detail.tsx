import '../../../styles/content.css';
import { useSearchParams } from 'react-router';
import { detailTitleOf } from '../../../components/errors/missing-item.ts';
import { paths } from '../../../config/paths.ts';
import { useNewsDetail } from '../../../features/news/api/get-news-detail.ts';
import { NewsDetail } from '../../../features/news/components/news-detail.tsx';
import { usePageTitle } from '../../../features/platform/hooks/use-page-title.ts';
import { useMetaDescription } from '../../../hooks/use-meta-description.ts';
import { isItemId } from '../../../lib/api-error.ts';

export const NewsDetailRoute = () => {
  const [searchParams] = useSearchParams();
  const newsId = searchParams.get('newsId');
  // The same query the article uses (shared cache): the title and description follow the article.
  const { data, error } = useNewsDetail(isItemId(newsId) ? newsId : undefined);
  usePageTitle(
    detailTitleOf({ name: data?.title, id: newsId, error, noun: '资讯', pageTitle: paths.news.detail.title }),
  );
  useMetaDescription(data?.summary);
  return <NewsDetail newsId={newsId} />;
};
