import {
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_LABELS,
  SERVICE_SORT_LABELS,
  SERVICE_SORTS,
} from '@rrsp/contract';
import { Select } from 'antd';
import { ShelfBrowser, ShelfResults } from '../../../components/shelf/shelf-browser.tsx';
import { RegionFilters, ShelfFilter } from '../../../components/shelf/shelf-filter-bar.tsx';
import { useShelfFilters } from '../../../hooks/use-shelf-filters.ts';
import { SHELF_PAGE_SIZE, useServiceShelf } from '../api/list-service-shelf.ts';
import { isFiltered, SERVICE_SHELF_FILTERS, type ServiceSort, toShelfQuery } from '../utils/shelf-filters.ts';
import { ServiceCard } from './service-card.tsx';
import './services.css';

const CATEGORY_TABS = SERVICE_CATEGORIES.map((category) => ({
  key: category,
  label: SERVICE_CATEGORY_LABELS[category],
}));

const SORT_OPTIONS = SERVICE_SORTS.map((sort) => ({ value: sort, label: SERVICE_SORT_LABELS[sort] }));

interface ServiceShelfProps {
  /** Where a card leads: the detail page of the work area the shelf is shown in. */
  detailHref: (id: string) => string;
  /** The search page puts the cursor in the search box. */
  autoFocusSearch?: boolean;
}

/**
 * 服务中心: every service on the shelf by category (tabs), prefecture and county of Guizhou, keyword and order, with
 * 共 N 条 under the cards; every filter and the page live in the address.
 */
export const ServiceShelf = ({ detailHref, autoFocusSearch = false }: ServiceShelfProps) => {
  const { filters, update, reset } = useShelfFilters(SERVICE_SHELF_FILTERS);
  const query = useServiceShelf(toShelfQuery(filters, SHELF_PAGE_SIZE));
  const filtered = isFiltered(filters);

  return (
    <ShelfBrowser
      className="service-shelf"
      noun="服务"
      search={{
        placeholder: '搜索服务名称、简介或服务商',
        keyword: filters.keyword,
        onSearch: (keyword) => update({ keyword }),
      }}
      autoFocusSearch={autoFocusSearch}
      filtered={filtered}
      onReset={reset}
      filters={
        <>
          <RegionFilters region={filters.region} onChange={(region) => update({ region })} />
          <ShelfFilter label="排序">
            {(id) => (
              <Select<ServiceSort>
                aria-labelledby={id}
                className="shelf-filter__select shelf-filter__select--narrow"
                value={filters.sort}
                options={SORT_OPTIONS}
                onChange={(sort) => update({ sort })}
              />
            )}
          </ShelfFilter>
        </>
      }
      categories={CATEGORY_TABS}
      category={filters.category}
      onCategoryChange={(key) =>
        update({ category: SERVICE_CATEGORIES.find((category) => category === key) })
      }
    >
      <ShelfResults
        query={query}
        noun="服务"
        page={filters.page}
        pageSize={SHELF_PAGE_SIZE}
        onPage={(page) => update({ page })}
        filtered={filtered}
        onReset={reset}
        emptyText={
          filtered
            ? filters.keyword
              ? `没有找到与“${filters.keyword}”相关的服务，换个关键词或清除筛选条件试试。`
              : '没有符合条件的服务，可换个类别或地区，或清除筛选条件后再看看。'
            : '服务中心暂时还没有上架的服务。服务商发布服务并通过平台审核后，会在这里展示。'
        }
        errorTitle="服务列表加载失败"
        card={(item, index) => (
          <ServiceCard
            key={item.id}
            item={item}
            href={detailHref(item.id)}
            headingLevel="h2"
            eager={index < 4}
          />
        )}
      />
    </ShelfBrowser>
  );
};
