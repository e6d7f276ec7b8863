import { paths, type WorkArea } from '../../../config/paths.ts';
import { serialiseMyServices } from './shelf-filters.ts';

/** 我发布的服务, its first page of every state: where 返回我发布的服务 goes from the publish form. */
export const myServicesHrefOf = (area: WorkArea) =>
  `${paths[area].service.getHref()}?${serialiseMyServices({ tab: 'all', page: 1 })}`;
