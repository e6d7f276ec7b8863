import { Tooltip } from 'antd';
import type { RefObject } from 'react';
import { TriggerTarget } from './trigger-target.tsx';

/** antd's Tooltip at an element drawn by lazy-tooltip.tsx, which loads this when the element is first pointed at. */
export const TooltipPart = ({
  target,
  ...props
}: {
  title: string;
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: RefObject<HTMLElement | null>;
}) => (
  // the element's enter and leave are lazy-tooltip.tsx's, with antd's delays; the pointer moved onto the tooltip keeps
  // it open at once, as antd's does, and off it closes it after antd's delay
  <Tooltip {...props} mouseEnterDelay={0}>
    <TriggerTarget target={target} />
  </Tooltip>
);
