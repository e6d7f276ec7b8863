import { Button, Skeleton } from 'antd';
import { type ComponentType, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LazyAlert } from '../../../components/ui/lazy-alert.tsx';
import { LazyResult } from '../../../components/ui/lazy-result.tsx';
import { lazyPart } from '../../../components/ui/load-when-shown.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { paths } from '../../../config/paths.ts';
import { withRetryHint } from '../../../lib/retry-hint.ts';
import { useSettledInfo } from '../api/get-settled-info.ts';
import type { SettlementFormProps } from './settlement-form.tsx';
import { loadSettlementForm, SettlementFormStandIn } from './settlement-form-stand-in.tsx';
import type { SettlementStatusProps } from './settlement-status.tsx';
import './settlement.css';

// a rejected application's form, reached by a press on the status page, loads then
const SettlementForm = lazyPart(loadSettlementForm) as ComponentType<SettlementFormProps>;

// the status page (its tags, summary, licence and log) loads when an application has been submitted
const SettlementStatus = lazyPart(
  async () => (await import('./settlement-status.tsx')).SettlementStatus,
) as ComponentType<SettlementStatusProps>;

const loadingCard = (
  <Panel className="workbench-card" aria-busy="true">
    <span className="visually-hidden">正在加载入驻申请…</span>
    <Skeleton active paragraph={{ rows: 8 }} />
  </Panel>
);

interface EnterpriseSettlementProps {
  onEnterWorkArea: (tenantId: string) => Promise<void> | void;
  /** The chosen tenant's name when it is settled already (a member, or a tenant settled before applications). */
  settledTenantName?: string | undefined;
}

/**
 * 企业入驻: the form for a new application or a saved draft, the status page once submitted, and the form again,
 * prefilled and marked, to change a rejected one.
 */
export const EnterpriseSettlement = ({ onEnterWorkArea, settledTenantName }: EnterpriseSettlementProps) => {
  const info = useSettledInfo();
  // the round being changed: a new decision on a later round shows the status page again
  const [editingRound, setEditingRound] = useState<number>();
  const [applyingAnew, setApplyingAnew] = useState(false);
  // what there was when the page opened, for the greeting above the form (a draft saved meanwhile is not news)
  const opened = useRef<'none' | 'draft' | 'other' | undefined>(undefined);
  if (info.data !== undefined && opened.current === undefined) {
    opened.current = info.data === null ? 'none' : info.data.status === 'draft' ? 'draft' : 'other';
  }

  if (info.isPending) return loadingCard;
  if (info.isError) {
    return (
      <Panel className="workbench-card">
        <LazyResult
          status="warning"
          title="入驻申请加载失败"
          subTitle={withRetryHint(info.error.message)}
          extra={
            <Button type="primary" loading={info.isFetching} onClick={() => void info.refetch()}>
              重试
            </Button>
          }
        />
      </Panel>
    );
  }

  const application = info.data;
  if (!application && settledTenantName && !applyingAnew) {
    return (
      <Panel className="workbench-card">
        <LazyResult
          status="success"
          title={`「${settledTenantName}」已入驻平台`}
          subTitle="当前主体已通过入驻审核，无需再次申请。如需为另一家企业、合作社或家庭农场办理入驻，可提交新的申请。"
          extra={<Button onClick={() => setApplyingAnew(true)}>为其他主体申请入驻</Button>}
        />
      </Panel>
    );
  }
  const showForm =
    !application ||
    (application.status === 'approved' && applyingAnew) ||
    application.status === 'draft' ||
    (application.status === 'rejected' && editingRound === application.round);
  if (!showForm) {
    return (
      <Suspense fallback={loadingCard}>
        <SettlementStatus
          application={application}
          fetchedAt={info.dataUpdatedAt}
          onEdit={() => setEditingRound(application.round)}
          onApplyAnew={() => setApplyingAnew(true)}
          onEnterWorkArea={onEnterWorkArea}
        />
      </Suspense>
    );
  }
  return (
    <Panel className="workbench-card settlement-card">
      {opened.current === 'none' ? (
        <LazyAlert
          className="form-alert"
          type="info"
          showIcon
          title="填写约需 10 分钟，可随时保存草稿"
          description={
            <>
              请先准备好营业执照（正本或副本）的清晰照片。企业、农民专业合作社、家庭农场和个体工商户均可申请，审核通过后即可在平台发布产品与服务。
              <Link to={paths.guide.getHref()}>阅读入驻指南</Link>
            </>
          }
        />
      ) : opened.current === 'draft' ? (
        <LazyAlert
          className="form-alert"
          type="info"
          showIcon
          title="已恢复您上次保存的草稿"
          description="继续填写即可；提交前可随时再次保存。"
        />
      ) : null}
      {application?.status === 'rejected' ? (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
          <SettlementForm application={application} onCancel={() => setEditingRound(undefined)} />
        </Suspense>
      ) : (
        <SettlementFormStandIn application={application?.status === 'draft' ? application : null} />
      )}
    </Panel>
  );
};
