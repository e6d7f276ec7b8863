import { paths } from '../../../config/paths.ts';
import { serialiseMyShelf } from '../../shelf/utils/shelf-filters.ts';

/** My products, on the tab a product went to: where 返回产品中心 and a submission go from the publish form. */
export const myProductsHref = (tab: 'all' | 'pending' = 'all') => {
  const query = serialiseMyShelf({ tab, page: 1 }).toString();
  return `${paths.participants.product.getHref()}${query ? `?${query}` : ''}`;
};
