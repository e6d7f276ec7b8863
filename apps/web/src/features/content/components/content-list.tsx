import { Alert, Button, Skeleton } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ListPager } from '../../../components/content/list-pager.tsx';
import { ListTabs } from '../../../components/content/list-tabs.tsx';
import { SearchBox } from '../../../components/form/search-box.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { QueryBlock } from '../../../components/ui/query-block.tsx';
import { paths } from '../../../config/paths.ts';
import { useListQuery } from '../../../hooks/use-list-query.ts';
import { KEYWORD_MAX_LENGTH } from '../../../lib/list-query.ts';
import { useContentClasses } from '../api/get-content-classes.ts';
import { useOwnContentClasses } from '../api/get-own-content-classes.ts';
import { CONTENT_PAGE_SIZE, useContentList } from '../api/list-content.ts';
import { useOwnContentList } from '../api/list-own-content.ts';
import type { ContentAudience } from '../api/query-keys.ts';
import { type ContentKind, contentKinds, isClassId } from '../utils/content-kind.ts';
import { ContentCard, ContentCardSkeleton } from './content-card.tsx';

const ALL = 'all';
const LIST_RULES = { isCategory: isClassId, dates: false } as const;

/**
 * Whose list: a visitor's, a signed-in user's (rows carry the provider's contact), or `own`: what the chosen servant
 * tenant provides (SPEC.md §7's server list), with class tabs counting only its own items.
 */
export type ContentListSource = ContentAudience | 'own';

interface ContentListProps {
  kind: ContentKind;
  source: ContentListSource;
  /** Where a card leads; the public detail page unless a work area has its own. */
  detailHref?: (id: string) => string;
  /** The parameters of the page around the list (its own tabs), left alone by the list's filters; a constant. */
  keepParams?: readonly string[];
  /** What the list says, and offers, when it holds nothing at all (no class, no keyword chosen). */
  emptyWhenNone?: { text: ReactNode; action?: ReactNode };
  /** The search page: the cursor starts in the search box. */
  autoFocusSearch?: boolean;
}

/** The solutions or cases list: class tabs, keyword search and page, kept in the URL; cards with covers. */
export const ContentList = ({
  kind,
  source,
  detailHref,
  keepParams,
  emptyWhenNone,
  autoFocusSearch = false,
}: ContentListProps) => {
  const { title, noun, detail } = contentKinds[kind];
  const location = useLocation();
  const hrefOf = detailHref ?? detail.getHref;
  const { state, update, reset, hrefOf: pageHref, hrefWith } = useListQuery(LIST_RULES, keepParams);
  const [keyword, setKeyword] = useState(state.keyword ?? '');
  useEffect(() => setKeyword(state.keyword ?? ''), [state.keyword]);

  const own = source === 'own';
  const listQuery = {
    pageNum: state.page,
    pageSize: CONTENT_PAGE_SIZE,
    classId: state.category,
    keyword: state.keyword,
  };
  // Both calls are declared, only the one for this source runs: the hooks stay in the same order.
  const allClasses = useContentClasses(kind, { enabled: !own });
  const ownClasses = useOwnContentClasses(kind, { enabled: own });
  const allList = useContentList(kind, listQuery, own ? 'member' : source, { enabled: !own });
  const ownList = useOwnContentList(kind, listQuery, { enabled: own });
  const classes = own ? ownClasses : allClasses;
  const query = own ? ownList : allList;

  const activeTab = state.category ?? ALL;
  // Among one's own items, a class with none of them is no place to go (unless a link chose it).
  const listed = classes.data?.filter((item) => !own || item.itemCount > 0 || item.id === activeTab);
  const knownTabs = [{ id: ALL, name: '全部', itemCount: -1 }, ...(listed ?? [])];
  // A class from a shared link that the tabs do not (yet) list still gets a tab, so the view is never tab-less.
  const tabs =
    activeTab !== ALL && listed && !listed.some((item) => item.id === activeTab)
      ? [...knownTabs, { id: activeTab, name: '当前分类', itemCount: -1 }]
      : knownTabs;
  const unfiltered = !state.keyword && !state.category;

  const results = (
    <QueryBlock
      query={query}
      skeleton={
        <div className="card-grid card-grid--tall">
          {Array.from({ length: 8 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <ContentCardSkeleton key={index} />
          ))}
        </div>
      }
      isEmpty={(page) => page.rows.length === 0}
      emptyText={
        unfiltered && emptyWhenNone
          ? emptyWhenNone.text
          : state.keyword
            ? `没有找到与“${state.keyword}”相关的${noun}，换个关键词或查看全部分类试试。`
            : `该分类下暂时没有${noun}，可以先看看其他分类。`
      }
      emptyAction={
        unfiltered ? (emptyWhenNone?.action ?? null) : <Button onClick={reset}>查看全部{title}</Button>
      }
      errorTitle={`${title}加载失败`}
    >
      {(page) => (
        <div className={query.isPlaceholderData ? 'list-results is-stale' : 'list-results'}>
          {state.keyword ? (
            <p className="list-results__summary" aria-live="polite">
              找到 <strong>{page.total}</strong> 个相关{noun}
            </p>
          ) : null}
          <div className="card-grid card-grid--tall">
            {page.rows.map((item, index) => (
              <ContentCard
                key={item.id}
                item={item}
                href={hrefOf(item.id)}
                headingLevel="h2"
                eager={index < 4}
              />
            ))}
          </div>
          <ListPager
            page={state.page}
            pageSize={CONTENT_PAGE_SIZE}
            total={page.total}
            estimate={page.totalIsEstimate}
            onChange={(next) => update({ page: next })}
            hrefOf={pageHref}
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
          placeholder={`搜索${noun}名称、提供方或标签`}
          aria-label={`搜索${title}`}
          autoFocus={autoFocusSearch}
          buttonText="搜索"
          maxLength={KEYWORD_MAX_LENGTH}
          value={keyword}
          onChange={setKeyword}
          onSearch={(value) => update({ keyword: value.trim() || undefined })}
        />
        {source !== 'public' ? null : (
          <p className="list-toolbar__note">
            <Link to={paths.entry.signIn.getHref(`${location.pathname}${location.search}`)}>登录</Link>
            后可查看{noun}提供方的联系人与电话。
          </p>
        )}
      </div>
      {classes.isError ? (
        <Alert
          className="list-card__alert"
          type="warning"
          showIcon
          title={`${noun}分类暂时无法加载，下面显示全部${title}。`}
          action={
            <Button size="small" onClick={() => void classes.refetch()}>
              重试
            </Button>
          }
        />
      ) : null}
      {classes.isPending ? <Skeleton.Input active size="small" className="list-tabs__skeleton" /> : null}
      <ListTabs
        className="list-tabs"
        aria-label={`${noun}分类`}
        activeKey={activeTab}
        onChange={(key) => update({ category: key === ALL ? undefined : key })}
        tabs={tabs.map((item) => ({
          key: item.id,
          label: item.itemCount >= 0 ? `${item.name}（${item.itemCount}）` : item.name,
          href: hrefWith({ category: item.id === ALL ? undefined : item.id }),
        }))}
      >
        {results}
      </ListTabs>
    </Panel>
  );
};
