import { SERVICE_CATEGORY_LABELS, SERVICE_SORT_LABELS, type ServiceCard as ServiceRow } from '@rrsp/contract';
import {
  ShelfCatalog,
  type ShelfCatalogKind,
  type ShelfCatalogPage,
} from '../../shelf/components/shelf-catalog.tsx';
import { useServiceShelf } from '../api/list-service-shelf.ts';
import { SERVICE_SHELF_FILTERS, type ServiceChoices, type ServiceSort } from '../utils/shelf-filters.ts';
import { ServiceCard } from './service-card.tsx';
import './services.css';

/** The service centre's shelf: by category, region, keyword and order. */
const SERVICE_CATALOG: ShelfCatalogKind<ServiceChoices, ServiceSort, ServiceRow> = {
  name: 'service',
  rules: SERVICE_SHELF_FILTERS,
  useItems: useServiceShelf,
  categoryLabels: SERVICE_CATEGORY_LABELS,
  sortLabels: SERVICE_SORT_LABELS,
  texts: {
    search: '搜索服务名称、简介或服务商',
    filtered: '没有符合条件的服务，可换个类别或地区，或清除筛选条件后再看看。',
    none: '服务中心暂时还没有上架的服务。服务商发布服务并通过平台审核后，会在这里展示。',
  },
  card: (item, placement) => <ServiceCard item={item} {...placement} />,
};

/**
 * 服务中心: every service on the shelf by category (tabs), prefecture and county of Guizhou, keyword and order, with
 * 共 N 条 under the cards; every filter and the page live in the address.
 */
export const ServiceShelf = (page: ShelfCatalogPage) => <ShelfCatalog {...page} kind={SERVICE_CATALOG} />;
