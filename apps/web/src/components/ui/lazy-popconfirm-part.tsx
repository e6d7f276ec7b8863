import { Popconfirm, type PopconfirmProps } from 'antd';
import type { RefObject } from 'react';
import { TriggerTarget } from './trigger-target.tsx';

/** antd's Popconfirm at a button drawn by lazy-popconfirm.tsx, which loads this when the button is first used. */
export const PopconfirmPart = ({
  target,
  ...props
}: Omit<PopconfirmProps, 'children'> & { target: RefObject<HTMLElement | null> }) => (
  <Popconfirm {...props}>
    <TriggerTarget target={target} />
  </Popconfirm>
);
