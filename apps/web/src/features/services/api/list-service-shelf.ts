import { listServiceShelf, type ServiceShelfQuery } from '@rrsp/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { shelfPageQueryOptions } from '../../shelf/api/shelf-item-queries.ts';
import { serviceKeys } from './query-keys.ts';

export const getServiceShelf = (query: ServiceShelfQuery, signal?: AbortSignal) =>
  api.request(listServiceShelf, { body: query, showLoading: false, signal });

/** One page of the shelf; the previous page stays on screen (dimmed) while a new filter loads. */
export const getServiceShelfQueryOptions = (query: ServiceShelfQuery) =>
  shelfPageQueryOptions(serviceKeys.shelf(query), (signal) => getServiceShelf(query, signal));

export const useServiceShelf = (query: ServiceShelfQuery) => useQuery(getServiceShelfQueryOptions(query));
