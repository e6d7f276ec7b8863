import { CalendarOutlined, EyeOutlined, ReadOutlined, UserOutlined } from '@ant-design/icons';
import type { NewsDetail as NewsDetailData } from '@rrsp/contract';
import { Skeleton } from 'antd';
import { Link } from 'react-router';
import {
  DetailError,
  DetailLayout,
  DetailNotFound,
  DetailSkeleton,
  NeighbourLinks,
} from '../../../components/content/detail-parts.tsx';
import { RichText } from '../../../components/content/rich-text.tsx';
import { SharePanel } from '../../../components/content/share-panel.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { paths } from '../../../config/paths.ts';
import { isItemId, isNotFoundError } from '../../../lib/api-error.ts';
import { formatCount, formatDate } from '../../../lib/format.ts';
import { useHomeNews } from '../api/get-home-news.ts';
import { useNewsDetail } from '../api/get-news-detail.ts';

const back = { title: paths.news.list.title, href: paths.news.list.getHref() };

/** 最新资讯 in the side panel: the home page's list, usually already cached. */
const LatestNews = ({ currentId }: { currentId: string }) => {
  const { data, isPending } = useHomeNews();
  const items = (data ?? []).filter((item) => item.newsId !== currentId).slice(0, 5);
  if (!isPending && items.length === 0) return null;
  return (
    <section className="side-card" aria-labelledby="latest-news-title">
      <h2 id="latest-news-title" className="side-card__title">
        <ReadOutlined aria-hidden="true" /> 最新资讯
      </h2>
      {isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 4 }} />
      ) : (
        <ul className="side-list">
          {items.map((item) => (
            <li key={item.newsId}>
              <Link to={paths.news.detail.getHref(item.newsId)}>{item.title}</Link>
              <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};

/** The article itself, as its page shows it: also what a preview of a draft shows (issue 20). */
export const NewsArticle = ({ news }: { news: NewsDetailData }) => (
  <Panel className="article-card">
    <article className="article" aria-labelledby="article-title">
      <header className="article__header">
        <span className="content-tag">{news.categoryName}</span>
        <h1 id="article-title" className="article__title">
          {news.title}
        </h1>
        <p className="meta-line meta-line--center">
          <span>来源：{news.source}</span>
          {news.author ? (
            <span>
              <UserOutlined aria-hidden="true" /> 作者：{news.author}
            </span>
          ) : null}
          <span>
            <CalendarOutlined aria-hidden="true" /> 发布时间：
            <time dateTime={news.publishedAt}>{formatDate(news.publishedAt)}</time>
          </span>
          <span>
            <EyeOutlined aria-hidden="true" /> 浏览 {formatCount(news.views)} 次
          </span>
        </p>
      </header>
      {news.summary ? <p className="article__lead">{news.summary}</p> : null}
      <RichText html={news.content} className="article__body" />
    </article>
    <NeighbourLinks previous={news.previous} next={news.next} hrefOf={paths.news.detail.getHref} noun="篇" />
  </Panel>
);

/** A news article: title, meta line, the sanitised body, previous and next; QR code and latest news beside it. */
export const NewsDetail = ({ newsId }: { newsId: string | null }) => {
  const valid = isItemId(newsId);
  const query = useNewsDetail(valid ? newsId : undefined);
  if (!valid) {
    return (
      <DetailNotFound
        noun="资讯"
        reason={`链接中的资讯编号${newsId ? '有误' : '缺失'}，请回到${back.title}重新选择。`}
        back={back}
      />
    );
  }
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) {
    return isNotFoundError(query.error) ? (
      <DetailNotFound noun="资讯" back={back} />
    ) : (
      <DetailError
        noun="资讯"
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <DetailLayout
      article={<NewsArticle news={query.data} />}
      aside={
        <>
          <SharePanel noun="资讯" />
          <LatestNews currentId={query.data.newsId} />
        </>
      }
    />
  );
};
