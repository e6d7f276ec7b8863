import type { PopconfirmProps } from 'antd';
import {
  cloneElement,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
  useRef,
  useState,
} from 'react';
import { partLoadedOnFirstUse, useLoadedOnFirstUse } from '../../hooks/use-loaded-on-first-use.ts';

/**
 * antd's Popconfirm with its Popover, Tooltip and motion (about 14 KiB) loads when a confirmation is first wanted,
 * not with the page of every list whose rows carry one (docs/decisions/034).
 */
const popconfirmPart = partLoadedOnFirstUse(() =>
  import('./lazy-popconfirm-part.tsx').then((module) => module.PopconfirmPart),
);

interface TriggerProps {
  ref?: Ref<HTMLElement>;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
}

export type LazyPopconfirmProps = Omit<PopconfirmProps, 'children' | 'open' | 'onOpenChange'> & {
  /** The button that asks for the confirmation (antd's Button, or any element taking a ref and these handlers). */
  children: ReactElement<TriggerProps>;
};

/**
 * A Popconfirm over its button whose code loads when the button is first pointed at, focused or pressed. The button is
 * drawn once and stays the same element when the code arrives (the confirmation is placed under it from beside it,
 * as the message bell's popover is), so a press made meanwhile is kept and opens the confirmation as soon as it can.
 * The button opens and closes it; antd closes it on 取消, after the confirmed action, and on a press elsewhere.
 */
export const LazyPopconfirm = ({ children, ...confirm }: LazyPopconfirmProps) => {
  const [open, setOpen] = useState(false);
  // pressing the button again tries again after a failed load
  const [Part, load] = useLoadedOnFirstUse(popconfirmPart);
  const target = useRef<HTMLElement>(null);
  const trigger = cloneElement(children, {
    ref: target,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerEnter?.(event);
      load();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      children.props.onFocus?.(event);
      load();
    },
    onClick: (event: MouseEvent<HTMLElement>) => {
      children.props.onClick?.(event);
      setOpen(!open);
      load();
    },
  });
  return (
    <>
      {trigger}
      {Part ? <Part {...confirm} target={target} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
};
