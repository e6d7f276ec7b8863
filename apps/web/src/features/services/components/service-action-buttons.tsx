import type { ShelfAction } from '@rrsp/contract';
import type { WorkArea } from '../../../config/paths.ts';
import { ShelfActionButtons } from '../../shelf/components/shelf-action-buttons.tsx';
import type { ActionTarget } from '../../shelf/hooks/use-shelf-actions.tsx';
import { useServiceActions } from '../hooks/use-service-actions.tsx';

interface ServiceActionButtonsProps {
  /** What the server says the owner may do now (the row's or the service's `actions`). */
  actions: readonly ShelfAction[];
  target: ActionTarget;
  area: WorkArea;
  /** `link`: small text buttons in a table row; `button`: a page's own buttons. */
  variant?: 'link' | 'button';
  onDeleted?: () => void;
}

/** 编辑, 提交审核, 下架, 删除 of one service: only those its state allows. */
export const ServiceActionButtons = ({ area, onDeleted, ...props }: ServiceActionButtonsProps) => {
  const { run, pending } = useServiceActions({ area, ...(onDeleted ? { onDeleted } : {}) });
  return <ShelfActionButtons {...props} run={run} pending={pending} />;
};
