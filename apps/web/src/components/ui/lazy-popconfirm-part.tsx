import { Popconfirm, type PopconfirmProps } from 'antd';
import { type Ref, type RefObject, useImperativeHandle } from 'react';

/**
 * Hands antd's trigger the button itself, drawn before this code arrived, as the element it places the confirmation
 * at and counts as its own (a press on it is no press outside). The button is never drawn anew inside the Popconfirm.
 */
const ConfirmTarget = ({
  ref,
  target,
}: {
  ref?: Ref<HTMLElement | null>;
  target: RefObject<HTMLElement | null>;
}) => {
  useImperativeHandle<HTMLElement | null, HTMLElement | null>(ref, () => target.current, [target]);
  return null;
};

/** antd's Popconfirm at a button drawn by lazy-popconfirm.tsx, which loads this when the button is first used. */
export const PopconfirmPart = ({
  target,
  ...props
}: Omit<PopconfirmProps, 'children'> & { target: RefObject<HTMLElement | null> }) => (
  <Popconfirm {...props}>
    <ConfirmTarget target={target} />
  </Popconfirm>
);
