import type { ProductPublishDetail } from '@rrsp/contract';
import { ShelfStatusTags } from '../../../components/shelf-status/shelf-status-tags.tsx';
import { ProductActionButtons } from './product-action-buttons.tsx';
import { ProductLogCard } from './product-log-card.tsx';

/**
 * What 发布产品 shows only for a stored product: its states above the form, the buttons they allow, and its log below.
 * A new product's page does not draw them until its first save, so they load with the form (lazy-product-publish-form).
 */
export const ProductEditStatus = ({ detail }: { detail: ProductPublishDetail }) => (
  <span className="product-publish__status">
    当前状态：
    <ShelfStatusTags status={detail} />
  </span>
);

export const ProductEditActions = ({
  detail,
  onDeleted,
}: {
  detail: ProductPublishDetail;
  onDeleted: () => void;
}) => (
  <ProductActionButtons
    actions={detail.actions.filter((action) => action !== 'save' && action !== 'publish')}
    target={{ id: detail.id, name: detail.working.name }}
    variant="button"
    onDeleted={onDeleted}
  />
);

export const ProductEditLog = ({ id }: { id: string }) => (
  <div className="product-publish__log">
    <ProductLogCard id={id} />
  </div>
);
