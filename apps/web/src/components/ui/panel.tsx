import type { HTMLAttributes } from 'react';

/**
 * A plain white card, drawn as antd's bordered Card without a title (global.css `.panel`). The detail pages use it:
 * antd's Card imports Tabs, and with them a dropdown and a menu, which a page of text does not need
 * (docs/decisions/016). Pages with a titled card, tabs or a cover keep antd's Card.
 */
export const Panel = ({ className, children, ...rest }: HTMLAttributes<HTMLDivElement>) => (
  <div className={className ? `panel ${className}` : 'panel'} {...rest}>
    <div className="panel__body">{children}</div>
  </div>
);
