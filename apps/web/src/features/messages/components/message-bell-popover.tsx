import { Popover } from 'antd';
import type { Ref, RefObject } from 'react';
import { useImperativeHandle } from 'react';
import type { MessageArea } from '../utils/message-area.ts';
import { MessagePanel } from './message-panel.tsx';

/**
 * Hands antd's trigger the bell itself, drawn before this code arrived, as the element it places the popover under and
 * counts as its own (a press on it is no press outside). The bell is never drawn anew inside the popover, so a press
 * on it is never lost while this code arrives, and it keeps its focus.
 */
const BellTarget = ({
  ref,
  bell,
}: {
  ref?: Ref<HTMLButtonElement | null>;
  bell: RefObject<HTMLButtonElement | null>;
}) => {
  useImperativeHandle<HTMLButtonElement | null, HTMLButtonElement | null>(ref, () => bell.current, [bell]);
  return null;
};

export interface MessageBellPopoverProps {
  bell: RefObject<HTMLButtonElement | null>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  panelId: string;
  area: MessageArea;
  unread: number | undefined;
  onClose: (returnFocus: boolean) => void;
}

/**
 * The bell's popover (antd's Popover with the latest messages), loaded when the bell is first pointed at, focused or
 * pressed rather than with every page of the work areas (docs/decisions/034). The bell opens and closes it; antd
 * closes it on a press elsewhere, the panel on Escape.
 */
export const MessageBellPopover = ({
  bell,
  open,
  onOpenChange,
  panelId,
  area,
  unread,
  onClose,
}: MessageBellPopoverProps) => (
  <Popover
    open={open}
    onOpenChange={onOpenChange}
    trigger="click"
    placement="bottomRight"
    // on a phone the panel is wider than the room left of the bell: kept within the screen, not flipped off its edge
    align={{ overflow: { adjustX: 1, adjustY: 1, shiftX: true } }}
    arrow={false}
    destroyOnHidden
    // inside the header, right after the bell: the keyboard reaches the panel from it
    getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
    classNames={{ root: 'message-popover' }}
    content={<MessagePanel id={panelId} area={area} unread={unread} onClose={onClose} />}
  >
    <BellTarget bell={bell} />
  </Popover>
);
