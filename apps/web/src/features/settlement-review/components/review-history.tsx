import {
  SETTLEMENT_ACTION_LABELS,
  SETTLEMENT_FIELD_LABELS,
  SETTLEMENT_FIELDS,
  type SettlementLogEntry,
} from '@rrsp/contract';
import { Empty } from 'antd';
import { Panel } from '../../../components/ui/panel.tsx';
import { TimelineList } from '../../../components/ui/timeline-list.tsx';
import { formatDateTime } from '../../../lib/format.ts';

const ACTOR_ROLES: Record<SettlementLogEntry['actorRole'], string> = {
  applicant: '申请人',
  operator: '运营人员',
};

const COLOURS: Record<SettlementLogEntry['action'], string> = {
  saved: 'gray',
  submitted: 'blue',
  resubmitted: 'blue',
  approved: 'green',
  rejected: 'red',
};

const Entry = ({ entry }: { entry: SettlementLogEntry }) => {
  const reasons = SETTLEMENT_FIELDS.flatMap((field) => {
    const reason = entry.fieldReasons?.[field];
    return reason ? [{ field, reason }] : [];
  });
  return (
    <div className="review-log">
      <div className="review-log__head">
        <strong>{SETTLEMENT_ACTION_LABELS[entry.action]}</strong>
        <span className="review-log__meta">
          {ACTOR_ROLES[entry.actorRole]} {entry.actorName} · {formatDateTime(entry.at)}
        </span>
      </div>
      {entry.changedFields.length > 0 ? (
        <p className="review-log__line">
          修改了：{entry.changedFields.map((field) => SETTLEMENT_FIELD_LABELS[field]).join('、')}
        </p>
      ) : null}
      {reasons.length > 0 ? (
        <ul className="review-log__reasons">
          {reasons.map(({ field, reason }) => (
            <li key={field}>
              <span className="review-log__field">{SETTLEMENT_FIELD_LABELS[field]}</span>：{reason}
            </li>
          ))}
        </ul>
      ) : null}
      {entry.remark ? <p className="review-log__line">说明：{entry.remark}</p> : null}
    </div>
  );
};

/** 处理记录: who did what when, newest first, with the remarks and the per-field reasons of each rejection. */
export const ReviewHistory = ({ log }: { log: SettlementLogEntry[] }) => {
  const newestFirst = [...log].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  return (
    <Panel className="workbench-card review-history" title="处理记录">
      {newestFirst.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无处理记录" />
      ) : (
        <TimelineList
          items={newestFirst.map((entry, index) => ({
            key: `${entry.at}-${index}`,
            color: COLOURS[entry.action],
            content: <Entry entry={entry} />,
          }))}
        />
      )}
    </Panel>
  );
};
