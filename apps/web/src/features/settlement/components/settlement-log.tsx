import { SETTLEMENT_ACTION_LABELS, SETTLEMENT_FIELD_LABELS, type SettlementLogEntry } from '@rrsp/contract';
import { Timeline } from 'antd';
import { formatDateTime } from '../../../lib/format.ts';
import { fieldsToFix } from '../utils/form-values.ts';

const COLOR: Record<SettlementLogEntry['action'], string> = {
  saved: 'gray',
  submitted: 'blue',
  resubmitted: 'blue',
  approved: 'green',
  rejected: 'red',
};

/** 办理记录: who did what and when, newest first, with the reviewer's reasons and what the applicant changed. */
export const SettlementLog = ({ log }: { log: readonly SettlementLogEntry[] }) => {
  const entries = [...log].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  if (entries.length === 0) return <p className="settlement-log__empty">暂无办理记录。</p>;
  return (
    <Timeline
      className="settlement-log"
      items={entries.map((entry, index) => ({
        key: `${entry.at}-${index}`,
        color: COLOR[entry.action],
        content: (
          <div className="settlement-log__entry">
            <div className="settlement-log__head">
              <strong>{SETTLEMENT_ACTION_LABELS[entry.action]}</strong>
              <span className="settlement-log__who">
                {entry.actorRole === 'operator' ? `平台审核 · ${entry.actorName}` : entry.actorName}
              </span>
              <time className="settlement-log__time" dateTime={entry.at}>
                {formatDateTime(entry.at)}
              </time>
            </div>
            {entry.remark ? <p className="settlement-log__remark">{entry.remark}</p> : null}
            {entry.fieldReasons ? (
              <ul className="settlement-log__reasons">
                {fieldsToFix(entry.fieldReasons).map((item) => (
                  <li key={item.field}>
                    {item.label}：{item.reason}
                  </li>
                ))}
              </ul>
            ) : null}
            {entry.changedFields.length > 0 ? (
              <p className="settlement-log__changed">
                修改了：{entry.changedFields.map((field) => SETTLEMENT_FIELD_LABELS[field]).join('、')}
              </p>
            ) : null}
          </div>
        ),
      }))}
    />
  );
};
