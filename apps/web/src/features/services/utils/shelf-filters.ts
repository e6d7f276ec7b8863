import { SERVICE_CATEGORIES, SERVICE_SORTS, type ServiceCategory } from '@rrsp/contract';
import {
  type ShelfFilterChange as FilterChange,
  type ShelfFilters as Filters,
  type MyShelfState,
  parseMyShelf,
  serialiseMyShelf,
  shelfFiltersOf,
} from '../../../lib/shelf-filters.ts';

/**
 * The service centre's state kept in the URL query (lib/shelf-filters.ts reads and writes it):
 * - the shelf: `?category=&region=&keyword=&sort=&page=`;
 * - my services: `?view=mine&tab=&page=`.
 */

export type ServiceSort = (typeof SERVICE_SORTS)[number];
type Choices = { category: ServiceCategory };

export type ShelfFilters = Filters<Choices, ServiceSort>;
export type ShelfFilterChange = FilterChange<Choices, ServiceSort>;

export const SERVICE_SHELF_FILTERS = shelfFiltersOf<Choices, ServiceSort>({
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

export type MyServicesState = MyShelfState;

export const parseMyServices = parseMyShelf;

export const serialiseMyServices = (state: MyServicesState): URLSearchParams =>
  serialiseMyShelf(state, new URLSearchParams({ view: 'mine' }));
