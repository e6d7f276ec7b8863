import type { CSSProperties, ReactNode } from 'react';
import './timeline-list.css';

/** antd's Timeline colours by name; any other value is a CSS colour, as antd takes it. */
const NAMED_COLOURS: Record<string, string> = {
  blue: 'var(--ant-color-primary)',
  red: 'var(--ant-color-error)',
  green: 'var(--ant-color-success)',
  gray: 'var(--ant-color-text-disabled)',
};

export interface TimelineEntry {
  key: string;
  /** The dot's colour: blue (the primary colour), red, green, gray, or a CSS colour. */
  color: string;
  content: ReactNode;
}

/**
 * A list of dated entries drawn as antd's Timeline draws them (timeline-list.css, from its tokens: the hollow dot in
 * the entry's colour, the line to the next one): a review's 处理记录. antd's Timeline is built on its Steps, which
 * bring Tooltip and its trigger, about 19 KiB on pages whose first screen shows a history (docs/decisions/034).
 */
export const TimelineList = ({ items, className }: { items: TimelineEntry[]; className?: string }) => (
  <ol className={className ? `timeline-list ${className}` : 'timeline-list'}>
    {items.map((item) => (
      <li
        key={item.key}
        className="timeline-list__item"
        style={{ '--timeline-dot': NAMED_COLOURS[item.color] ?? item.color } as CSSProperties}
      >
        <span className="timeline-list__dot" aria-hidden="true" />
        <div className="timeline-list__content">{item.content}</div>
      </li>
    ))}
  </ol>
);
