import type { ServicePublishDetail, ServiceValues } from '@rrsp/contract';
import { Alert, Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../../components/content/data-table.tsx';
import { ShelfStatusTags } from '../../../components/shelf-status/shelf-status-tags.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { StateTag } from '../../../components/ui/state-tag.tsx';
import { paths, type WorkArea } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { ShelfLogCard } from '../../shelf/components/shelf-log-card.tsx';
import { useServiceAuditLog } from '../api/list-service-audit-log.ts';
import {
  COMPARED_PARTS,
  type ComparedPart,
  changedPartsOf,
  EMPTY_TEXT,
  fieldLabelOf,
  partText,
  workingVersionLabel,
} from '../utils/service-fields.ts';
import { ServiceThumbs } from './service-thumbs.tsx';
import './services.css';

/** A part of a version as the page shows it: pictures as thumbnails, long text with its line breaks. */
const PartValue = ({ values, part }: { values: ServiceValues; part: ComparedPart }) => {
  if (part === 'images' && values.images.length > 0) {
    return <ServiceThumbs images={values.images} />;
  }
  const text = partText(values, part);
  return <span className={text === EMPTY_TEXT ? 'service-value is-empty' : 'service-value'}>{text}</span>;
};

/** What the page says about the service's state: why it came back, why it was taken down, what waits. */
const stateAlerts = (detail: ServicePublishDetail, area: WorkArea): ReactNode[] => {
  const alerts: ReactNode[] = [];
  if (detail.audit === 'rejected') {
    alerts.push(
      <Alert
        key="rejected"
        type="error"
        showIcon
        title="未通过平台审核"
        description={
          <>
            {detail.rejectReason ? (
              <p className="service-alert__line">驳回原因：{detail.rejectReason}</p>
            ) : null}
            <p className="service-alert__line">
              {detail.listed && detail.shelf === 'on'
                ? '服务中心仍展示原来已通过的版本。按意见修改后可重新提交审核。'
                : '请按意见修改后重新提交审核。'}
            </p>
          </>
        }
      />,
    );
  }
  if (detail.shelf === 'off') {
    alerts.push(
      <Alert
        key="off"
        type="warning"
        showIcon
        title={detail.offShelfReason ? '该服务已被平台下架' : '该服务已下架'}
        description={
          <>
            {detail.offShelfReason ? (
              <p className="service-alert__line">下架原因：{detail.offShelfReason}</p>
            ) : null}
            <p className="service-alert__line">
              服务中心不再展示该服务；如需重新上架，请修改后再次提交审核。
            </p>
          </>
        }
      />,
    );
  }
  if (detail.audit === 'pending') {
    alerts.push(
      <Alert
        key="pending"
        type="info"
        showIcon
        title={detail.listed && detail.shelf === 'on' ? '修改正在审核中' : '正在等待平台审核'}
        description={
          detail.listed && detail.shelf === 'on'
            ? '审核通过前，服务中心仍展示架上版本；审核通过后自动替换为修改后的内容。'
            : '审核通过后，服务即在服务中心上架。'
        }
      />,
    );
  }
  if (detail.audit === 'draft') {
    alerts.push(
      <Alert
        key="draft"
        type="info"
        showIcon
        title="草稿尚未提交审核"
        description="内容填写完整后，点击“提交审核”；平台审核通过后即在服务中心上架。"
      />,
    );
  }
  if (detail.audit === 'approved' && detail.shelf === 'on') {
    alerts.push(
      <Alert
        key="on"
        type="success"
        showIcon
        title="已在服务中心上架"
        action={<Link to={paths[area].serviceDetail.getHref(detail.id)}>在服务中心查看</Link>}
      />,
    );
  }
  return alerts;
};

interface ComparisonRow {
  part: ComparedPart;
  label: string;
}

/** 修改对照: the parts an edit changed, the version on the shelf beside the one being changed. */
const Comparison = ({ detail }: { detail: ServicePublishDetail }) => {
  const listed = detail.listed;
  const parts = changedPartsOf(detail.changedFields);
  if (!listed || parts.length === 0) return null;
  const rows: ComparisonRow[] = COMPARED_PARTS.filter(({ part }) => parts.includes(part)).map(
    ({ part, label }) => ({
      part,
      label,
    }),
  );
  const workingLabel = workingVersionLabel(detail.audit);
  return (
    <Panel
      className="workbench-card service-compare"
      title="修改对照"
      extra={`与架上版本相比修改了 ${rows.length} 项`}
    >
      <DataTable<ComparisonRow>
        aria-label="修改对照"
        rowKey="part"
        size="small"
        rows={rows}
        minWidth={640}
        columns={[
          { title: '内容', dataIndex: 'label', width: 112 },
          {
            title: '架上版本',
            key: 'listed',
            render: (_, row) => <PartValue values={listed} part={row.part} />,
          },
          {
            title: workingLabel,
            key: 'working',
            className: 'service-compare__working',
            render: (_, row) => <PartValue values={detail.working} part={row.part} />,
          },
        ]}
      />
    </Panel>
  );
};

/**
 * 我发布的服务 (one of them): its two states with the reason of a rejection or an off-shelf, what an edit changed
 * against the version on the shelf, the working version in full, and its log.
 */
export const ServicePublicDetail = ({ detail, area }: { detail: ServicePublishDetail; area: WorkArea }) => {
  const changed = new Set(detail.listed ? changedPartsOf(detail.changedFields) : []);
  const workingLabel = workingVersionLabel(detail.audit);
  return (
    <div className="service-public">
      <Panel className="workbench-card" title="服务状态">
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            { key: 'status', label: '当前状态', children: <ShelfStatusTags status={detail} /> },
            { key: 'created', label: '创建时间', children: formatDateTime(detail.createdAt) },
            { key: 'updated', label: '最近修改', children: formatDateTime(detail.updatedAt) },
          ]}
        />
        <div className="service-public__alerts">{stateAlerts(detail, area)}</div>
      </Panel>
      <Comparison detail={detail} />
      <Panel
        className="workbench-card"
        title={detail.listed && changed.size > 0 ? `服务内容（${workingLabel}）` : '服务内容'}
      >
        <Descriptions
          bordered
          size="small"
          column={1}
          styles={{ label: { width: 128 } }}
          items={COMPARED_PARTS.map(({ part, label }) => ({
            key: part,
            label: (
              <span className="service-public__label">
                {label}
                {changed.has(part) ? <StateTag className="service-changed-tag">已修改</StateTag> : null}
              </span>
            ),
            children: <PartValue values={detail.working} part={part} />,
          }))}
        />
      </Panel>
      <ShelfLogCard id={detail.id} useLog={useServiceAuditLog} fieldLabel={fieldLabelOf} />
    </div>
  );
};
