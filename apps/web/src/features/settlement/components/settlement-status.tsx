import {
  CheckCircleFilled,
  ClockCircleFilled,
  CloseCircleFilled,
  EditOutlined,
  EyeOutlined,
  LoginOutlined,
} from '@ant-design/icons';
import { SETTLEMENT_STATUS_LABELS, type SettlementApplication } from '@rrsp/contract';
import { Button, Card, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { ROLE_NAME } from '../../../lib/access.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useNow } from '../hooks/use-now.ts';
import { fieldsToFix, formValuesOf } from '../utils/form-values.ts';
import { waitingClause, waitingSecondsNow } from '../utils/waiting-time.ts';
import { LicencePreview } from './licence-preview.tsx';
import { SettlementLog } from './settlement-log.tsx';
import { SettlementSummary } from './settlement-summary.tsx';
import './settlement.css';

export interface SettlementStatusProps {
  application: SettlementApplication;
  /** When the application was fetched (the waiting time counts on from there). */
  fetchedAt: number;
  /** Reopen the form, prefilled, to change a rejected application. */
  onEdit: () => void;
  /** Into the work area as the approved tenant. */
  onEnterWorkArea: (tenantId: string) => Promise<void> | void;
  /** Start an application for another entity (once this one is approved). */
  onApplyAnew: () => void;
}

const TONE = { waiting: 'waiting', approved: 'approved', rejected: 'rejected' } as const;

/** What the approved roles let the tenant publish: products are the participants' alone (a provider offers services). */
export const whatRolesPublish = (
  roles: readonly SettlementApplication['values']['roles'][number][],
): string => (roles.includes('participant') ? '发布产品与服务' : '发布服务');

/** 审核进度: where the submitted application stands, what it says, and what happened to it. */
export const SettlementStatus = ({
  application,
  fetchedAt,
  onEdit,
  onEnterWorkArea,
  onApplyAnew,
}: SettlementStatusProps) => {
  const [licenceOpen, setLicenceOpen] = useState(false);
  const [entering, setEntering] = useState(false);
  const { status } = application;
  const waiting = status === 'submitted' || status === 'resubmitted';
  const now = useNow(30_000, waiting);
  const values = formValuesOf(application.values);
  const name = application.values.name ?? '本主体';
  const toFix = status === 'rejected' ? fieldsToFix(application.fieldReasons) : [];

  let tone: (typeof TONE)[keyof typeof TONE];
  let icon: ReactNode;
  let title: string;
  let lines: ReactNode;
  let action: ReactNode = null;
  if (status === 'approved') {
    tone = TONE.approved;
    icon = <CheckCircleFilled />;
    title = '入驻审核已通过';
    lines = (
      <p>
        「{name}」已入驻平台，角色为{application.values.roles.map((role) => ROLE_NAME[role]).join('、')}
        {application.decidedAt ? `（${formatDateTime(application.decidedAt)} 审核通过）` : ''}
        。您已成为该主体的管理员，可以{whatRolesPublish(application.values.roles)}、邀请成员。
      </p>
    );
    action = (
      <>
        {application.tenantId ? (
          <Button
            type="primary"
            size="large"
            icon={<LoginOutlined />}
            loading={entering}
            onClick={async () => {
              if (!application.tenantId) return;
              setEntering(true);
              try {
                await onEnterWorkArea(application.tenantId);
              } finally {
                setEntering(false);
              }
            }}
          >
            进入工作台
          </Button>
        ) : null}
        <Button size="large" onClick={onApplyAnew}>
          为其他主体申请入驻
        </Button>
      </>
    );
  } else if (status === 'rejected') {
    tone = TONE.rejected;
    icon = <CloseCircleFilled />;
    title = '入驻申请未通过审核';
    lines = (
      <>
        <p>
          {application.decidedAt ? `${formatDateTime(application.decidedAt)} ` : ''}
          平台审核未通过，请按下面的意见修改后重新提交，其他信息无需重填。
        </p>
        {application.rejectionRemark ? (
          <p className="settlement-status__remark">审核说明：{application.rejectionRemark}</p>
        ) : null}
        {toFix.length > 0 ? (
          <ul className="settlement-status__reasons">
            {toFix.map((item) => (
              <li key={item.field}>
                <strong>{item.label}</strong>：{item.reason}
              </li>
            ))}
          </ul>
        ) : null}
      </>
    );
    action = (
      <Button type="primary" size="large" icon={<EditOutlined />} onClick={onEdit}>
        修改后重新提交
      </Button>
    );
  } else {
    tone = TONE.waiting;
    icon = <ClockCircleFilled />;
    title = status === 'resubmitted' ? '已重新提交，等待平台审核' : '入驻申请已提交，等待平台审核';
    const seconds =
      application.waitingSeconds === null
        ? null
        : waitingSecondsNow(application.waitingSeconds, fetchedAt, now);
    lines = (
      <>
        <p>
          「{name}」
          {application.submittedAt ? `于 ${formatDateTime(application.submittedAt)} 提交` : '已提交'}
          {waitingClause(seconds)}。
        </p>
        <p>
          平台一般在 3 个工作日内完成审核（遇法定节假日顺延），结果会以短信发送到
          {application.values.contactMobile ? ` ${application.values.contactMobile} ` : '联系手机'}
          。审核期间申请内容不能修改。
        </p>
      </>
    );
  }

  return (
    <div className="settlement-status-page">
      <Card className="workbench-card">
        <div className={`settlement-status settlement-status--${tone}`} role="status">
          <span className="settlement-status__icon" aria-hidden="true">
            {icon}
          </span>
          <div className="settlement-status__body">
            <h2 className="settlement-status__title">
              {title}
              <Tag className="settlement-status__tag">{SETTLEMENT_STATUS_LABELS[status]}</Tag>
              {application.round > 1 ? <Tag>第 {application.round} 次提交</Tag> : null}
            </h2>
            {lines}
            {action ? <div className="settlement-status__actions">{action}</div> : null}
          </div>
        </div>
      </Card>
      <div className="settlement-status__columns">
        <Card
          className="workbench-card"
          title="申请内容"
          extra={
            application.licence ? (
              <Button type="link" icon={<EyeOutlined />} onClick={() => setLicenceOpen(true)}>
                查看营业执照
              </Button>
            ) : null
          }
        >
          <SettlementSummary
            values={values}
            regionName={application.regionName}
            licenceName={application.licence?.name}
            flagged={new Set(toFix.map((item) => item.field))}
          />
        </Card>
        <Card className="workbench-card" title="办理记录">
          <SettlementLog log={application.log} />
        </Card>
      </div>
      <LicencePreview
        open={licenceOpen}
        onClose={() => setLicenceOpen(false)}
        stored={
          application.licence
            ? { applicationId: application.applicationId, ...application.licence }
            : undefined
        }
      />
    </div>
  );
};
