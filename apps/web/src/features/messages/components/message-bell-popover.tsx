import { Popover } from 'antd';
import type { RefObject } from 'react';
import { TriggerTarget } from '../../../components/ui/trigger-target.tsx';
import type { MessageArea } from '../utils/message-area.ts';
import { MessagePanel } from './message-panel.tsx';

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
    <TriggerTarget target={bell} />
  </Popover>
);
