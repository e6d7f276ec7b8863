import type { HTMLAttributes } from 'react';
import './state-tag.css';

/**
 * A short state word (待审核, 已上架, 已修改, 已验证) drawn as antd's Tag looks (state-tag.css, from antd's tokens),
 * its colours from the caller's class. antd's Tag with its colour presets is 3.4 KiB served on pages that draw
 * nothing else of it: the item pages' state tags and the account page's e-mail state (docs/decisions/034).
 */
export const StateTag = ({ className, ...rest }: HTMLAttributes<HTMLSpanElement>) => (
  <span className={className ? `state-tag ${className}` : 'state-tag'} {...rest} />
);
