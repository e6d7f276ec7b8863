import type { HTMLAttributes, ReactNode } from 'react';

interface PanelProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The head's title, as antd's Card `title` draws it (a line under it, the body below); a heading of the page. */
  title?: ReactNode;
  /** At the head's right, as antd's Card `extra` (a link such as 更多资讯). */
  extra?: ReactNode;
}

/**
 * A plain white card, drawn as antd's bordered Card (global.css `.panel`), with or without a title. The detail pages,
 * the lists and the work areas' frames use it: antd's Card imports Tabs, and with them a dropdown and a menu, which a
 * card of text does not need (docs/decisions/016, 034). Pages with a card's tabs or a cover keep antd's Card.
 */
export const Panel = ({ className, children, title, extra, ...rest }: PanelProps) => (
  <div className={className ? `panel ${className}` : 'panel'} {...rest}>
    {title || extra ? (
      <div className="panel__head">
        <div className="panel__head-wrapper">
          {title ? <h2 className="panel__title">{title}</h2> : null}
          {extra ? <div className="panel__extra">{extra}</div> : null}
        </div>
      </div>
    ) : null}
    <div className="panel__body">{children}</div>
  </div>
);
