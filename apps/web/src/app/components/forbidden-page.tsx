import { LockOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Result, Space } from 'antd';
import { useNavigate, useRevalidator } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useAccess } from '../../features/auth/hooks/use-access.ts';
import { usePageTitle } from '../../features/platform/hooks/use-page-title.ts';
import { type Refusal, workbenchHrefOf } from '../../lib/access.ts';
import { chooseTenant } from '../../lib/session.ts';

type Why = Extract<Refusal, { kind: 'forbidden' }>['why'];

const ROLE_NAME = { participant: '参与主体', servant: '服务商' } as const;

/**
 * The 403 page of the route guard: says why the page is not for this user and what to do instead, never a dead
 * end. Shown inside the layout, so the menu (of pages the user may open) stays beside it.
 */
export const ForbiddenPage = ({
  refusal,
}: {
  refusal: { why: Why; switchTo?: { tenantId: string; tenantName: string } };
}) => {
  const access = useAccess();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  usePageTitle('无法访问此页面');
  const tenantName = access.tenant?.tenantName;
  const ownRoles = [...access.roles].map((role) => ROLE_NAME[role]).join('、');

  const text: Record<Why, { title: string; subTitle: string }> = {
    'for-servants': {
      title: '此页面属于服务商工作台',
      subTitle: `您当前的主体${tenantName ? `「${tenantName}」` : ''}入驻的身份是${ownRoles || '参与主体'}，不能使用服务商的功能。`,
    },
    'for-participants': {
      title: '此页面属于参与主体工作台',
      subTitle: `您当前的主体${tenantName ? `「${tenantName}」` : ''}入驻的身份是${ownRoles || '服务商'}，不能使用参与主体的功能。`,
    },
    'settle-first': {
      title: '完成主体入驻后才能使用此功能',
      subTitle: '发布服务、管理产品等功能需要您所在的企业、合作社或家庭农场通过平台的入驻审核。',
    },
    'operator-only': {
      title: '仅平台运营人员可以访问此页面',
      subTitle: '如需开通运营权限，请联系平台管理员。',
    },
    'not-for-operators': {
      title: '运营账号不使用主体工作台',
      subTitle: '您的账号是平台运营账号，请在运营工作台中处理平台事务。',
    },
  };

  const switchTo = (tenantId: string) => {
    chooseTenant(tenantId);
    // everything tenant-scoped is fetched again for the new tenant, and the guard decides again
    void queryClient.invalidateQueries().then(() => revalidator.revalidate());
  };

  const actions = [
    refusal.switchTo ? (
      <Button key="switch" type="primary" onClick={() => switchTo(refusal.switchTo?.tenantId ?? '')}>
        切换到「{refusal.switchTo.tenantName}」
      </Button>
    ) : null,
    refusal.why === 'settle-first' ? (
      <Button key="settle" type="primary" onClick={() => navigate(paths.participants.settled.getHref())}>
        申请入驻
      </Button>
    ) : null,
    refusal.why === 'settle-first' ? (
      <Button key="guide" onClick={() => navigate(paths.guide.getHref())}>
        阅读入驻指南
      </Button>
    ) : null,
    refusal.why !== 'settle-first' ? (
      <Button
        key="home"
        type={refusal.switchTo ? 'default' : 'primary'}
        onClick={() => navigate(workbenchHrefOf(access))}
      >
        {access.isOperator && access.roles.size === 0 ? '前往运营工作台' : '前往我的工作台'}
      </Button>
    ) : null,
  ].filter(Boolean);

  return (
    // No `status="403"`: antd would draw its own picture, not in the portal's palette.
    <Result
      className="forbidden"
      icon={<LockOutlined className="forbidden__icon" aria-hidden="true" />}
      title={<h1 className="result-title">{text[refusal.why].title}</h1>}
      subTitle={text[refusal.why].subTitle}
      extra={<Space wrap>{actions}</Space>}
    />
  );
};
