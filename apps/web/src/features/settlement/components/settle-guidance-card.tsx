import { FileProtectOutlined, ReadOutlined } from '@ant-design/icons';
import { Alert, Card, Steps } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { AccessContext } from '../../../lib/access.ts';
import { useSettledStatus } from '../api/get-settled-status.ts';
import { settlementProgress } from '../utils/progress.ts';

const STEPS = [
  { title: '注册账号' },
  { title: '填写入驻申请' },
  { title: '平台审核' },
  { title: '发布产品与服务' },
];

/**
 * A user whose tenant is not (yet) approved: where their own application stands (draft, waiting, rejected) and the
 * way to 主体入驻; a member of a tenant still in review is told who handles it.
 */
export const SettleGuidanceCard = ({ access }: { access: AccessContext }) => {
  const status = useSettledStatus();
  const application = status.data?.application;
  const progress = settlementProgress(application);
  const memberOnly = access.tenant && !application;
  return (
    <Card className="workbench-card" title="完成主体入驻，开始使用平台服务">
      {application && progress.line ? (
        <Alert
          type={progress.stepStatus === 'error' ? 'warning' : 'info'}
          showIcon
          className="form-alert"
          title={progress.line}
        />
      ) : memberOnly && access.tenant ? (
        <Alert
          type="info"
          showIcon
          className="form-alert"
          title={`「${access.tenant.tenantName}」的入驻申请尚未通过审核`}
          description={
            access.tenant.isAdmin
              ? '您是该主体的管理员，审核通过后即可发布产品与服务。可在“入驻”中查看审核进度或修改后重新提交。'
              : '入驻申请由该主体的管理员办理，审核通过后您即可以该主体成员的身份使用平台服务。可在“入驻”中查看审核进度。'
          }
        />
      ) : (
        <p className="workbench-card__lead">
          企业、农民专业合作社、家庭农场和个体工商户入驻后，可在平台发布产品与服务、对接服务商和解决方案。
        </p>
      )}
      <Steps
        className="workbench-steps"
        size="small"
        current={memberOnly ? 2 : progress.current}
        status={progress.stepStatus}
        items={STEPS}
      />
      <div className="workbench-card__actions">
        <Link to={paths.participants.settled.getHref()} className="link-button link-button--primary">
          <FileProtectOutlined aria-hidden="true" /> {memberOnly ? '查看入驻进度' : progress.action}
        </Link>
        <Link to={paths.guide.getHref()} className="link-button link-button--ghost">
          <ReadOutlined aria-hidden="true" /> 阅读入驻指南
        </Link>
      </div>
    </Card>
  );
};
