import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_OBJECT_TYPE_LABELS,
  AUDIT_OBJECT_TYPES,
  type AuditAction,
  type AuditEntry,
  type AuditObjectType,
} from '@rrsp/contract';
import { Button, Tag } from 'antd';
import type { DataTableColumn } from '../../../components/content/data-table.tsx';
import { DateRangeField } from '../../../components/form/date-range-field.tsx';
import { FilterField } from '../../../components/form/filter-field.tsx';
import { momentColumn } from '../../../components/review-queue/queue-columns.tsx';
import {
  QueueFilterBar,
  QueueKeywordFilter,
  QueueSelectFilter,
} from '../../../components/review-queue/queue-filters.tsx';
import { QueueTable } from '../../../components/review-queue/queue-table.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { type AuditTrailPage, useAuditTrail } from '../api/search-audit-trail.ts';
import { useAuditFilters } from '../hooks/use-audit-filters.ts';
import { type AuditFilterChange, isFiltered, toAuditTrailQuery } from '../utils/audit-filters.ts';
import { FieldChanges } from './field-changes.tsx';
import './audit-trail.css';

const columnsOf = (update: (change: AuditFilterChange) => void): DataTableColumn<AuditEntry>[] => [
  momentColumn('时间', 'at', 140),
  {
    title: '操作人',
    dataIndex: 'operatorName',
    width: 140,
    render: (name: string, entry) => (
      <Button
        type="link"
        size="small"
        className="audit-trail__operator"
        title="只看此人的操作"
        onClick={() => update({ operatorId: entry.operatorId })}
      >
        {name || '（已注销账号）'}
      </Button>
    ),
  },
  {
    title: '操作',
    dataIndex: 'action',
    width: 130,
    render: (action: AuditAction) => <Tag className="audit-trail__action">{AUDIT_ACTION_LABELS[action]}</Tag>,
  },
  {
    title: '对象',
    key: 'object',
    width: 220,
    render: (_, entry) => (
      <span className="audit-trail__object">
        <span className="audit-trail__object-type">{AUDIT_OBJECT_TYPE_LABELS[entry.objectType]}</span>
        <span title={entry.objectId}>{entry.objectLabel || entry.objectId}</span>
      </span>
    ),
  },
  { title: '变更', key: 'changes', render: (_, entry) => <FieldChanges entry={entry} /> },
  {
    title: '说明',
    dataIndex: 'remark',
    width: 200,
    render: (remark: string | null) => remark || '—',
  },
];

/**
 * 审计日志: every decision of the platform's operators, newest first, searched by operator, action, object and days.
 * The search lives in the address, so a link to it shows the same rows. Nothing here changes a row: none can be.
 */
export const AuditTrail = () => {
  const { filters, update, show } = useAuditFilters();
  const query = useAuditTrail(toAuditTrailQuery(filters));
  const filtered = isFiltered(filters);
  const reset = () => show({ page: 1, pageSize: filters.pageSize });
  const operatorName = filters.operatorId ? query.data?.rows[0]?.operatorName : undefined;
  return (
    <Panel className="audit-trail">
      <QueueFilterBar canReset={filtered} onReset={reset}>
        <QueueSelectFilter<AuditAction>
          label="操作"
          className="queue-filter__select"
          placeholder="全部操作"
          value={filters.action}
          onChange={(action) => update({ action })}
          options={AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] }))}
        />
        <QueueSelectFilter<AuditObjectType>
          label="对象类型"
          className="queue-filter__select queue-filter__select--narrow"
          placeholder="全部"
          value={filters.objectType}
          onChange={(objectType) => update({ objectType })}
          options={AUDIT_OBJECT_TYPES.map((type) => ({ value: type, label: AUDIT_OBJECT_TYPE_LABELS[type] }))}
        />
        <FilterField label="日期">
          {(id) => (
            <DateRangeField
              aria-labelledby={id}
              placeholder={['开始日期', '结束日期']}
              start={filters.from}
              end={filters.to}
              lastDay="today"
              onChange={(from, to) => update({ from, to })}
            />
          )}
        </FilterField>
        <QueueKeywordFilter
          keyword={filters.object}
          placeholder="对象名称或编号"
          onSearch={(object) => update({ object: object || undefined })}
        />
      </QueueFilterBar>
      {filters.operatorId ? (
        <p className="audit-trail__operator-filter">
          只看操作人
          <Tag closable onClose={() => update({ operatorId: undefined })}>
            {operatorName ?? '所选运营人员'}
          </Tag>
        </p>
      ) : null}
      <QueueTable<AuditEntry, AuditTrailPage>
        label="审计日志"
        query={query}
        columns={columnsOf(update)}
        rowKey="id"
        scrollX={1100}
        emptyText={
          filtered
            ? '没有符合条件的操作记录，换个条件试试。'
            : '还没有操作记录。运营人员的每一次决定（入驻和上架审核、下架、处理举报、设定角色、冻结账号等）都会记录在这里。'
        }
        emptyAction={filtered ? <Button onClick={reset}>清除筛选</Button> : null}
        errorTitle="审计日志加载失败"
        onPage={(page, pageSize) => update({ page, pageSize })}
      />
    </Panel>
  );
};
