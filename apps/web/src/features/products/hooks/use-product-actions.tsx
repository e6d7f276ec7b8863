import { paths } from '../../../config/paths.ts';
import { useShelfActions } from '../../shelf/hooks/use-shelf-actions.tsx';
import { useDeleteProduct } from '../api/delete-product.ts';
import { useOffShelfProduct } from '../api/off-shelf-product.ts';
import { usePublishProduct } from '../api/publish-product.ts';
import { productFieldLabelOf } from '../utils/product-fields.ts';

/** What the owner's buttons do to a product (features/shelf/hooks/use-shelf-actions.tsx), in the products' words. */
export const useProductActions = ({ onDeleted }: { onDeleted?: () => void } = {}) =>
  useShelfActions({
    noun: '产品',
    publishedText: '平台审核通过后即上架，可在产品搜索中查到',
    offShelfText: '下架后，其他用户将无法在产品搜索中找到该产品；如需重新上架，须再次提交平台审核。',
    editHref: (id) => paths.participants.productPublish.getHref(id),
    fieldLabel: productFieldLabelOf,
    publish: usePublishProduct(),
    offShelf: useOffShelfProduct(),
    remove: useDeleteProduct(),
    onDeleted,
  });
