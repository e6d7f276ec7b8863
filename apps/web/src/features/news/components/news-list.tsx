import { CalendarOutlined, EyeOutlined } from '@ant-design/icons';
import { NEWS_CATEGORIES, NEWS_CATEGORY_CODES, type NewsCategory, type NewsSummary } from '@rrsp/contract';
import { Button, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { CoverImage } from '../../../components/content/cover-image.tsx';
import { ListPager } from '../../../components/content/list-pager.tsx';
import { ListTabs } from '../../../components/content/list-tabs.tsx';
import { DateRangeField } from '../../../components/form/date-range-field.tsx';
import { SearchBox } from '../../../components/form/search-box.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { QueryBlock } from '../../../components/ui/query-block.tsx';
import { SkeletonBlock } from '../../../components/ui/skeleton-block.tsx';
import { paths } from '../../../config/paths.ts';
import { useListQuery } from '../../../hooks/use-list-query.ts';
import { formatCount, formatDate } from '../../../lib/format.ts';
import { KEYWORD_MAX_LENGTH } from '../../../lib/list-query.ts';
import { NEWS_PAGE_SIZE, useNewsList } from '../api/list-news.ts';

const ALL = 'all';
const isNewsCategory = (value: string): boolean => (NEWS_CATEGORY_CODES as readonly string[]).includes(value);
const LIST_RULES = { isCategory: isNewsCategory, dates: true } as const;

const NewsRow = ({ item }: { item: NewsSummary }) => (
  <li className="news-row">
    <Link to={paths.news.detail.getHref(item.newsId)} className="news-row__link">
      <CoverImage src={item.coverUrl} className="news-row__cover" />
      <div className="news-row__text">
        <h2 className="news-row__title">{item.title}</h2>
        <p className="news-row__summary">{item.summary}</p>
        <p className="meta-line">
          <span className="content-tag">{item.categoryName}</span>
          <span>来源：{item.source}</span>
          <span>
            <CalendarOutlined aria-hidden="true" />{' '}
            <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
          </span>
          <span>
            <EyeOutlined aria-hidden="true" /> <span className="visually-hidden">浏览</span>
            {formatCount(item.views)}
          </span>
        </p>
      </div>
    </Link>
  </li>
);

const NewsListSkeleton = () => (
  <ul className="news-rows">
    {Array.from({ length: 4 }, (_, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
      <li key={index} className="news-row news-row--skeleton">
        <SkeletonBlock className="cover-image news-row__cover" />
        <Skeleton active paragraph={{ rows: 2 }} />
      </li>
    ))}
  </ul>
);

/** The news list (资讯动态): category tabs, keyword, date range and page, all kept in the URL. */
export const NewsList = () => {
  const { state, update, reset, hrefOf, hrefWith } = useListQuery(LIST_RULES);
  const [keyword, setKeyword] = useState(state.keyword ?? '');
  useEffect(() => setKeyword(state.keyword ?? ''), [state.keyword]);

  const query = useNewsList({
    pageNum: state.page,
    pageSize: NEWS_PAGE_SIZE,
    category: state.category as NewsCategory | undefined,
    keyword: state.keyword,
    startDate: state.start,
    endDate: state.end,
  });
  const filtered = Boolean(state.keyword || state.start || state.end);
  const activeTab = state.category ?? ALL;

  const results = (
    <QueryBlock
      query={query}
      skeleton={<NewsListSkeleton />}
      isEmpty={(page) => page.rows.length === 0}
      emptyText={
        filtered
          ? '没有找到符合条件的资讯，换个关键词或调整日期范围试试。'
          : '该栏目暂时没有资讯，可以先看看其他栏目。'
      }
      emptyAction={filtered ? <Button onClick={reset}>清除筛选条件</Button> : null}
      errorTitle="资讯列表加载失败"
    >
      {(page) => (
        <div className={query.isPlaceholderData ? 'list-results is-stale' : 'list-results'}>
          {filtered ? (
            <p className="list-results__summary" aria-live="polite">
              找到 <strong>{page.total}</strong> 条相关资讯
            </p>
          ) : null}
          <ul className="news-rows">
            {page.rows.map((item) => (
              <NewsRow key={item.newsId} item={item} />
            ))}
          </ul>
          <ListPager
            page={state.page}
            pageSize={NEWS_PAGE_SIZE}
            total={page.total}
            estimate={page.totalIsEstimate}
            onChange={(next) => update({ page: next })}
            hrefOf={hrefOf}
          />
        </div>
      )}
    </QueryBlock>
  );

  return (
    <Panel className="list-card">
      <div className="list-toolbar">
        <SearchBox
          className="list-toolbar__search"
          placeholder="搜索资讯标题或摘要"
          aria-label="搜索资讯"
          buttonText="搜索"
          maxLength={KEYWORD_MAX_LENGTH}
          value={keyword}
          onChange={setKeyword}
          onSearch={(value) => update({ keyword: value.trim() || undefined })}
        />
        <DateRangeField
          className="list-toolbar__dates"
          aria-label="发布日期范围"
          placeholder={['发布开始日期', '发布结束日期']}
          start={state.start}
          end={state.end}
          lastDay="today"
          onChange={(start, end) => update({ start, end })}
        />
      </div>
      <ListTabs
        className="list-tabs"
        aria-label="资讯栏目"
        activeKey={activeTab}
        onChange={(key) => update({ category: key === ALL ? undefined : key })}
        tabs={[{ code: ALL, name: '全部' }, ...NEWS_CATEGORIES].map((item) => ({
          key: item.code,
          label: item.name,
          href: hrefWith({ category: item.code === ALL ? undefined : item.code }),
        }))}
      >
        {results}
      </ListTabs>
    </Panel>
  );
};
