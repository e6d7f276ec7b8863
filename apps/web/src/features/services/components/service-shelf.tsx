import {
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_LABELS,
  SERVICE_SORT_LABELS,
  SERVICE_SORTS,
} from '@rrsp/contract';
import { ShelfCatalog } from '../../../components/shelf/shelf-catalog.tsx';
import { useShelfFilters } from '../../../hooks/use-shelf-filters.ts';
import { SHELF_PAGE_SIZE, useServiceShelf } from '../api/list-service-shelf.ts';
import { isFiltered, SERVICE_SHELF_FILTERS, toShelfQuery } from '../utils/shelf-filters.ts';
import { ServiceCard } from './service-card.tsx';
import './services.css';

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
  const { filters, update, reset, hrefOf } = useShelfFilters(SERVICE_SHELF_FILTERS);
  const query = useServiceShelf(toShelfQuery(filters, SHELF_PAGE_SIZE));
  return (
    <ShelfCatalog
      className="service-shelf"
      noun="服务"
      searchPlaceholder="搜索服务名称、简介或服务商"
      autoFocusSearch={autoFocusSearch}
      filters={filters}
      update={update}
      reset={reset}
      pageHref={hrefOf}
      filtered={isFiltered(filters)}
      categories={SERVICE_CATEGORIES}
      categoryLabels={SERVICE_CATEGORY_LABELS}
      sorts={SERVICE_SORTS}
      sortLabels={SERVICE_SORT_LABELS}
      query={query}
      pageSize={SHELF_PAGE_SIZE}
      emptyTexts={{
        filtered: '没有符合条件的服务，可换个类别或地区，或清除筛选条件后再看看。',
        none: '服务中心暂时还没有上架的服务。服务商发布服务并通过平台审核后，会在这里展示。',
      }}
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
  );
};
