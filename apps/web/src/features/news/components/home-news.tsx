import { CalendarOutlined, RightOutlined } from '@ant-design/icons';
import { NEWS_CATEGORIES, type NewsCategory, type NewsSummary } from '@rrsp/contract';
import { Skeleton } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { CoverImage } from '../../../components/content/cover-image.tsx';
import { ListTabs } from '../../../components/content/list-tabs.tsx';
import { QueryBlock } from '../../../components/ui/query-block.tsx';
import { SkeletonBlock } from '../../../components/ui/skeleton-block.tsx';
import { paths } from '../../../config/paths.ts';
import { dateParts, formatDate } from '../../../lib/format.ts';
import { useHomeNews } from '../api/get-home-news.ts';

const ALL = 'all';

const listHref = (category: string) =>
  category === ALL
    ? paths.news.list.getHref()
    : `${paths.news.list.getHref()}?${new URLSearchParams({ category }).toString()}`;

const HomeNewsSkeleton = () => (
  <div className="home-news">
    <div className="home-news__featured">
      <SkeletonBlock className="cover-image home-news__cover" />
      <Skeleton active paragraph={{ rows: 2 }} />
    </div>
    <div className="home-news__list">
      <Skeleton active title={false} paragraph={{ rows: 7, width: '100%' }} />
    </div>
  </div>
);

const HomeNewsBody = ({ items }: { items: NewsSummary[] }) => {
  const featured = items.find((item) => item.coverUrl) ?? items[0];
  const rest = items.filter((item) => item !== featured).slice(0, 6);
  if (!featured) return null;
  return (
    <div className="home-news">
      <article className="home-news__featured">
        <Link to={paths.news.detail.getHref(featured.newsId)} className="home-news__featured-link">
          <CoverImage src={featured.coverUrl} className="home-news__cover" eager />
          <div className="home-news__featured-text">
            <span className="content-tag">{featured.categoryName}</span>
            <h3 className="home-news__featured-title">{featured.title}</h3>
            <p className="home-news__featured-summary">{featured.summary}</p>
            <p className="home-news__featured-meta">
              <CalendarOutlined aria-hidden="true" />{' '}
              <time dateTime={featured.publishedAt}>{formatDate(featured.publishedAt)}</time>
              <span>来源：{featured.source}</span>
            </p>
          </div>
        </Link>
      </article>
      <ul className="home-news__list">
        {rest.map((item) => {
          const { day, month } = dateParts(item.publishedAt);
          return (
            <li key={item.newsId}>
              <Link to={paths.news.detail.getHref(item.newsId)} className="dated-item">
                <time className="dated-item__date" dateTime={item.publishedAt}>
                  <span className="dated-item__day">{day}</span>
                  <span className="dated-item__month">{month}</span>
                </time>
                <span className="dated-item__text">
                  <span className="dated-item__title">{item.title}</span>
                  <span className="dated-item__summary">
                    <span className="dated-item__category">{item.categoryName}</span>
                    {item.summary}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
};

/** Home page news: category tabs, one featured item with its cover beside a dated list, and 更多. */
export const HomeNews = () => {
  const [category, setCategory] = useState<string>(ALL);
  const query = useHomeNews(category === ALL ? undefined : (category as NewsCategory));
  const content = (
    <QueryBlock
      query={query}
      skeleton={<HomeNewsSkeleton />}
      isEmpty={(items) => items.length === 0}
      emptyText={
        category === ALL
          ? '暂时还没有发布资讯，平台动态发布后会第一时间显示在这里。'
          : '该栏目暂时没有资讯，可以先看看其他栏目。'
      }
      errorTitle="资讯加载失败"
    >
      {(items) => <HomeNewsBody items={items} />}
    </QueryBlock>
  );
  return (
    <section className="home-section home-block" aria-labelledby="home-news-title">
      <div className="section-heading">
        <h2 id="home-news-title">资讯动态</h2>
        <Link to={listHref(category)} className="section-heading__more">
          更多资讯 <RightOutlined aria-hidden="true" />
        </Link>
      </div>
      <ListTabs
        className="block-tabs"
        aria-label="资讯栏目"
        activeKey={category}
        onChange={setCategory}
        tabs={[{ code: ALL, name: '全部' }, ...NEWS_CATEGORIES].map((item) => ({
          key: item.code,
          label: item.name,
        }))}
      >
        {content}
      </ListTabs>
    </section>
  );
};
