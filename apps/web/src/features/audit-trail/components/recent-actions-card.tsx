import { AUDIT_ACTION_LABELS, AUDIT_OBJECT_TYPE_LABELS } from '@rrsp/contract';
import { Skeleton } from 'antd';
import { Panel } from '../../../components/ui/panel.tsx';
import { QueryBlock } from '../../../components/ui/query-block.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useMyRecentActions } from '../api/list-my-recent-actions.ts';
import './audit-trail.css';

/** The console home's 我的最近操作: the operator's own latest decisions, as the audit trail recorded them. */
export const RecentActionsCard = () => {
  const query = useMyRecentActions();
  return (
    <Panel className="workbench-card" title="我的最近操作">
      <QueryBlock
        query={query}
        skeleton={<Skeleton active paragraph={{ rows: 3 }} title={false} />}
        isEmpty={(entries) => entries.length === 0}
        emptyText="您还没有做过审核或处理。每一次决定都会记录在审计日志中，最近的几条显示在这里。"
        errorTitle="最近操作加载失败"
      >
        {(entries) => (
          <ul className="recent-actions">
            {entries.map((entry) => (
              <li key={entry.id} className="recent-actions__item">
                <span className="recent-actions__time">{formatDateTime(entry.at)}</span>
                <span>{AUDIT_ACTION_LABELS[entry.action]}</span>
                <span>
                  {AUDIT_OBJECT_TYPE_LABELS[entry.objectType]}「{entry.objectLabel || entry.objectId}」
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryBlock>
    </Panel>
  );
};
