import type { ShelfLogEntry } from '@rrsp/contract';
import { Empty } from 'antd';
import { formatDateTime } from '../../lib/format.ts';
import { TimelineList } from '../ui/timeline-list.tsx';
import {
  fieldNamesText,
  logActorOf,
  logTitleOf,
  newestFirst,
  remarkTitleOf,
  statusText,
} from './shelf-text.ts';
import './shelf-status.css';

const COLOURS: Record<ShelfLogEntry['action'], string> = {
  save: 'gray',
  publish: 'blue',
  approve: 'green',
  reject: 'red',
  offShelf: 'orange',
  delete: 'gray',
};

interface ShelfLogProps {
  entries: readonly ShelfLogEntry[];
  /** The words for a field name of this kind of item (服务名称 for `name`). */
  fieldLabel: (field: string) => string | undefined;
  emptyText?: string;
}

/**
 * 处理记录 of a product or service: who did what and when, newest first, with the reason of a rejection or an
 * off-shelf, the fields a change touched, and the states it left the item in.
 */
export const ShelfLog = ({ entries, fieldLabel, emptyText = '暂无处理记录' }: ShelfLogProps) => {
  if (entries.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return (
    <TimelineList
      className="shelf-log"
      items={newestFirst(entries).map((entry, index) => ({
        key: `${entry.at}-${index}`,
        color: COLOURS[entry.action],
        content: (
          <div className="shelf-log__entry">
            <div className="shelf-log__head">
              <strong>{logTitleOf(entry)}</strong>
              <span className="shelf-log__meta">
                {logActorOf(entry)} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </span>
            </div>
            {entry.remark ? (
              <p className={`shelf-log__line shelf-log__remark shelf-log__remark--${entry.action}`}>
                {remarkTitleOf(entry.action)}：{entry.remark}
              </p>
            ) : null}
            {entry.changedFields.length > 0 ? (
              <p className="shelf-log__line">修改了：{fieldNamesText(entry.changedFields, fieldLabel)}</p>
            ) : null}
            {entry.to ? (
              <p className="shelf-log__line shelf-log__state">处理后：{statusText(entry.to)}</p>
            ) : null}
          </div>
        ),
      }))}
    />
  );
};
