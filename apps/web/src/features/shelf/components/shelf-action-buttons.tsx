import { DeleteOutlined, EditOutlined, SendOutlined, VerticalAlignBottomOutlined } from '@ant-design/icons';
import { SHELF_ACTION_LABELS, type ShelfAction } from '@rrsp/contract';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import type { ActionTarget } from '../hooks/use-shelf-actions.tsx';
import './shelf.css';

/** The owner's buttons in the order they are offered; `save` is editing the item. */
const OWNER_ACTIONS: readonly { action: ShelfAction; label: string; icon: ReactNode; danger?: boolean }[] = [
  { action: 'save', label: '编辑', icon: <EditOutlined /> },
  { action: 'publish', label: SHELF_ACTION_LABELS.publish, icon: <SendOutlined /> },
  {
    action: 'offShelf',
    label: SHELF_ACTION_LABELS.offShelf,
    icon: <VerticalAlignBottomOutlined />,
    danger: true,
  },
  { action: 'delete', label: SHELF_ACTION_LABELS.delete, icon: <DeleteOutlined />, danger: true },
];

export interface ShelfActionButtonsProps {
  /** What the server says the owner may do now (the row's or the item's `actions`). */
  actions: readonly ShelfAction[];
  target: ActionTarget;
  /** `link`: small text buttons in a table row; `button`: a page's own buttons. */
  variant?: 'link' | 'button';
  /** What a button does (useShelfActions). */
  run: (action: ShelfAction, target: ActionTarget) => void;
  pending: (action: ShelfAction, id: string) => boolean;
}

/** 编辑, 提交审核, 下架, 删除: only those the item's state allows, each naming the item for screen readers. */
export const ShelfActionButtons = ({
  actions,
  target,
  variant = 'link',
  run,
  pending,
}: ShelfActionButtonsProps) => {
  const shown = OWNER_ACTIONS.filter((item) => actions.includes(item.action));
  if (shown.length === 0) return null;
  return (
    <span className={`shelf-actions shelf-actions--${variant}`}>
      {shown.map((item) => (
        <Button
          key={item.action}
          type={variant === 'link' ? 'link' : item.action === 'publish' ? 'primary' : 'default'}
          size={variant === 'link' ? 'small' : 'middle'}
          danger={item.danger}
          icon={variant === 'button' ? item.icon : undefined}
          loading={pending(item.action, target.id)}
          aria-label={variant === 'link' ? `${item.label}「${target.name}」` : undefined}
          onClick={() => run(item.action, target)}
        >
          {item.label}
        </Button>
      ))}
    </span>
  );
};
