import '../../../styles/content.css';
import { Alert, Result } from 'antd';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DetailLayout, DetailSkeleton } from '../../../components/content/detail-parts.tsx';
import { paths } from '../../../config/paths.ts';
import { ContentArticle, ProviderContact } from '../../../features/content/components/content-detail.tsx';
import { usePreview } from '../../../features/editorial/api/editorial-queries.ts';
import { NewsArticle } from '../../../features/news/components/news-detail.tsx';
import { usePageTitle } from '../../../features/platform/hooks/use-page-title.ts';
import { errorMessageOf, isNotFoundError } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { ContentPage } from '../../components/content-page.tsx';

/** Search engines keep away from a draft: the server says so in a header, the page says so in its head too. */
const useNoIndex = () =>
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);

/**
 * 内容预览: a draft opened by a preview link, laid out exactly as its detail page will be, for whoever holds the
 * link (no sign-in) until it expires.
 */
export const PreviewRoute = () => {
  useNoIndex();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? undefined;
  const query = usePreview(token);
  const data = query.data;
  usePageTitle(
    data ? `预览：${data.kind === 'news' ? data.news.title : data.content.title}` : paths.preview.title,
  );
  if (!token || query.isError) {
    return (
      <ContentPage title={paths.preview.title}>
        <Result
          status={!token || isNotFoundError(query.error) ? '404' : 'error'}
          title={!token || isNotFoundError(query.error) ? '预览链接已失效' : '预览加载失败'}
          subTitle={
            !token
              ? '链接不完整，请向发送链接的同事索取新的预览链接。'
              : errorMessageOf(query.error, '请稍后重试')
          }
          extra={
            <Link to={paths.home.getHref()} className="link-button link-button--primary">
              返回首页
            </Link>
          }
        />
      </ContentPage>
    );
  }
  if (!data) return <DetailSkeleton />;
  const banner = (
    <Alert
      type="warning"
      showIcon
      className="preview-banner"
      message={`内容预览 · 第 ${data.version} 版`}
      description={`此版本发布后将如下显示在门户上。此链接于 ${formatDateTime(data.expiresAt)} 失效，请勿转发给无关人员。`}
    />
  );
  const noLink = () => paths.preview.getHref(token);
  return (
    <>
      {banner}
      {data.kind === 'news' ? (
        <DetailLayout article={<NewsArticle news={data.news} />} aside={null} />
      ) : (
        <DetailLayout
          asideLabel="联系方式"
          article={<ContentArticle item={data.content} kind={data.kind} hrefOf={noLink} />}
          aside={<ProviderContact item={data.content} kind={data.kind} />}
        />
      )}
    </>
  );
};
