import type { ShelfAction } from '@rrsp/contract';
import { ShelfActionButtons } from '../../shelf/components/shelf-action-buttons.tsx';
import type { ActionTarget } from '../../shelf/hooks/use-shelf-actions.tsx';
import { useProductActions } from '../hooks/use-product-actions.tsx';

interface ProductActionButtonsProps {
  /** What the server says the owner may do now (the row's or the product's `actions`). */
  actions: readonly ShelfAction[];
  target: ActionTarget;
  /** `link`: small text buttons in a table row; `button`: a page's own buttons. */
  variant?: 'link' | 'button';
  onDeleted?: () => void;
}

/** 编辑, 提交审核, 下架, 删除 of one product: only those its state allows. */
export const ProductActionButtons = ({ onDeleted, ...props }: ProductActionButtonsProps) => {
  const { run, pending } = useProductActions(onDeleted ? { onDeleted } : {});
  return <ShelfActionButtons {...props} run={run} pending={pending} />;
};
