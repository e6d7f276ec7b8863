import { SERVICE_CATEGORIES, SERVICE_SORTS, type ServiceCategory } from '@rrsp/contract';
import {
  type ShelfFilterChange as FilterChange,
  type ShelfFilters as Filters,
  type MyShelfState,
  serialiseMyShelf,
  shelfFiltersOf,
} from '../../shelf/utils/shelf-filters.ts';

/**
 * The service centre's state kept in the URL query (features/shelf/utils/shelf-filters.ts reads and writes it):
 * - the shelf: `?category=&region=&keyword=&sort=&page=`;
 * - my services: `?view=mine&tab=&page=`.
 */

export type ServiceSort = (typeof SERVICE_SORTS)[number];
export type ServiceChoices = { category: ServiceCategory };

export type ShelfFilters = Filters<ServiceChoices, ServiceSort>;
export type ShelfFilterChange = FilterChange<ServiceChoices, ServiceSort>;

export const SERVICE_SHELF_FILTERS = shelfFiltersOf<ServiceChoices, ServiceSort>({
  choices: { category: SERVICE_CATEGORIES },
  sorts: SERVICE_SORTS,
  defaultSort: 'latest',
});

export const {
  parse: parseShelfFilters,
  serialise: serialiseShelfFilters,
  update: updateShelfFilters,
  toQuery: toShelfQuery,
  isFiltered,
} = SERVICE_SHELF_FILTERS;

/* ---- my services ---- */

/** Which part of the service centre is shown: the shelf (default) or what my tenant published. */
export type CentreView = 'shelf' | 'mine';

export const viewOf = (params: URLSearchParams): CentreView =>
  params.get('view') === 'mine' ? 'mine' : 'shelf';

/** What the address of my services keeps besides the tab and the page. */
export const MY_SERVICES_VIEW = new URLSearchParams({ view: 'mine' });

export const serialiseMyServices = (state: MyShelfState): URLSearchParams =>
  serialiseMyShelf(state, MY_SERVICES_VIEW);
