import { CheckCircleFilled, ExportOutlined, ShopOutlined } from '@ant-design/icons';
import type { PartnerSettlement } from '@rrsp/contract';
import { Alert, Button, Card, Empty, Modal, Popconfirm, Result, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { formatDate } from '../../../lib/format.ts';
import { withRetryHint } from '../../../lib/retry-hint.ts';
import { usePlatformTicket } from '../api/get-platform-ticket.ts';
import { usePartnerPlatforms } from '../api/list-partner-platforms.ts';
import { useSettleOnPartner } from '../api/settle-on-partner.ts';
import { openPendingWindow } from '../utils/open-window.ts';
import './settlement.css';
import { useFeedback } from '../../../components/feedback/feedback.tsx';

export interface PartnerPlatformsProps {
  /** The chosen tenant's name, for the sentences (undefined: the user has no tenant). */
  tenantName: string | undefined;
  /** Switch to the enterprise tab. */
  onGoToEnterprise: () => void;
}

/**
 * 合作平台入驻: each partner platform with the chosen tenant's status there. A settled tenant's admin settles on a
 * partner in one step (its qualifications are not certified again); a settled tenant enters with a fresh ticket.
 */
export const PartnerPlatforms = ({ tenantName, onGoToEnterprise }: PartnerPlatformsProps) => {
  const partners = usePartnerPlatforms();
  if (partners.isPending) {
    return (
      <div className="partner-grid" aria-busy="true">
        <span className="visually-hidden">正在加载合作平台…</span>
        {[0, 1, 2].map((key) => (
          <Card key={key} className="partner-card">
            <Skeleton active paragraph={{ rows: 3 }} />
          </Card>
        ))}
      </div>
    );
  }
  if (partners.isError) {
    return (
      <Card className="workbench-card">
        <Result
          status="warning"
          title="合作平台加载失败"
          subTitle={withRetryHint(partners.error.message)}
          extra={
            <Button type="primary" loading={partners.isFetching} onClick={() => void partners.refetch()}>
              重试
            </Button>
          }
        />
      </Card>
    );
  }
  const { tenantSettled, isAdmin, platforms } = partners.data;
  return (
    <>
      {!tenantSettled ? (
        <Alert
          className="form-alert"
          type="info"
          showIcon
          title={tenantName ? `「${tenantName}」尚未通过企业入驻审核` : '您还没有入驻平台的主体'}
          description="入驻合作平台需要先完成企业入驻：平台审核通过后，主体资质在各合作平台通用，无需重复认证。"
          action={
            <Button type="primary" onClick={onGoToEnterprise}>
              办理企业入驻
            </Button>
          }
        />
      ) : !isAdmin ? (
        <Alert
          className="form-alert"
          type="info"
          showIcon
          title="入驻合作平台由主体管理员办理"
          description={`您是「${tenantName ?? '本主体'}」的成员，已入驻的平台可直接进入；尚未入驻的平台请联系主体管理员申请。`}
        />
      ) : null}
      {platforms.length === 0 ? (
        <Card className="workbench-card">
          <Empty
            className="settlement-empty"
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description="暂无合作平台，平台接入后会在这里列出。"
          />
        </Card>
      ) : (
        <ul className="partner-grid">
          {platforms.map((platform) => (
            <li key={platform.code}>
              <PartnerCard
                platform={platform}
                canSettle={tenantSettled && isAdmin}
                tenantSettled={tenantSettled}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
};

const PartnerCard = ({
  platform,
  canSettle,
  tenantSettled,
}: {
  platform: PartnerSettlement;
  canSettle: boolean;
  tenantSettled: boolean;
}) => {
  const { message } = useFeedback();
  const settle = useSettleOnPartner();
  const ticket = usePlatformTicket();
  const [blockedUrl, setBlockedUrl] = useState<string>();
  const settled = platform.status === 'settled';

  const enter = () => {
    // opened inside the click, before any await, so popup blockers let it through
    const pending = openPendingWindow(`正在进入${platform.name}…`);
    ticket.mutate(platform.code, {
      onSuccess: ({ jumpUrl }) => {
        if (!pending.go(jumpUrl)) setBlockedUrl(jumpUrl);
      },
      onError: (caught) => {
        pending.close();
        message.error(errorMessageOf(caught, `暂时无法进入${platform.name}，请稍后重试`));
      },
    });
  };

  return (
    <Card className={`partner-card${settled ? ' partner-card--settled' : ''}`}>
      <div className="partner-card__head">
        <span className="partner-card__icon" aria-hidden="true">
          <ShopOutlined />
        </span>
        <h3 className="partner-card__name">{platform.name}</h3>
        {settled ? (
          <Tag className="partner-card__tag partner-card__tag--settled" icon={<CheckCircleFilled />}>
            已入驻
          </Tag>
        ) : (
          <Tag className="partner-card__tag">未入驻</Tag>
        )}
      </div>
      <p className="partner-card__text">{platform.description}</p>
      <p className="partner-card__meta">
        {settled && platform.settledAt ? `${formatDate(platform.settledAt)} 入驻` : '\u00a0'}
      </p>
      <div className="partner-card__actions">
        {settled ? (
          <Button type="primary" icon={<ExportOutlined />} loading={ticket.isPending} onClick={enter}>
            进入平台
          </Button>
        ) : canSettle ? (
          <Popconfirm
            title={`以本主体入驻${platform.name}？`}
            description="将使用平台已审核的主体资质，无需重复认证。"
            okText="申请入驻"
            cancelText="取消"
            onConfirm={() =>
              settle
                .mutateAsync(platform.code)
                .then(() => message.success(`已入驻${platform.name}`))
                .catch(() => undefined)
            }
          >
            <Button type="primary" ghost loading={settle.isPending}>
              申请入驻
            </Button>
          </Popconfirm>
        ) : (
          <Button disabled>{tenantSettled ? '请联系主体管理员申请' : '完成企业入驻后可申请'}</Button>
        )}
      </div>
      <Modal
        open={blockedUrl !== undefined}
        title={`进入${platform.name}`}
        onCancel={() => setBlockedUrl(undefined)}
        footer={null}
      >
        <p>浏览器拦截了新窗口。请点击下面的链接进入（链接含一次性登录凭证，几分钟内有效）：</p>
        <p>
          <a
            href={blockedUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => setBlockedUrl(undefined)}
          >
            进入{platform.name} <ExportOutlined aria-hidden="true" />
          </a>
        </p>
      </Modal>
    </Card>
  );
};
