import { type Ref, type RefObject, useImperativeHandle } from 'react';

/**
 * The child of an antd popup (Dropdown, Popover, Popconfirm) whose trigger was drawn before the popup's code arrived:
 * it hands antd's trigger that element itself, to place the popup at and to count as its own (a press on it is no
 * press outside), and draws nothing. The trigger is never drawn anew inside the popup, so a press on it is never lost
 * while the code arrives, and it keeps its focus (docs/decisions/034).
 */
export const TriggerTarget = <T extends HTMLElement>({
  ref,
  target,
}: {
  ref?: Ref<T | null>;
  target: RefObject<T | null>;
}) => {
  useImperativeHandle<T | null, T | null>(ref, () => target.current, [target]);
  return null;
};
