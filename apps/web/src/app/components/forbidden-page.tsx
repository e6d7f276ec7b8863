import { LockOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import { LazyResult } from '../../components/ui/lazy-result.tsx';
import { paths } from '../../config/paths.ts';
import { useAccess } from '../../features/auth/hooks/use-access.ts';
import { useSwitchTenant } from '../../features/auth/hooks/use-switch-tenant.ts';
import { usePageTitle } from '../../features/platform/hooks/use-page-title.ts';
import { workbenchHrefOf } from '../../lib/access.ts';
import { type ForbiddenRefusal, forbiddenTextOf } from './forbidden-text.ts';

/**
 * The 403 page of the route guard: says why the page is not for this user and what to do instead, never a dead
 * end. Shown inside the layout, so the menu (of pages the user may open) stays beside it.
 */
export const ForbiddenPage = ({ refusal }: { refusal: ForbiddenRefusal }) => {
  const access = useAccess();
  const navigate = useNavigate();
  const switchTenant = useSwitchTenant();
  usePageTitle('无法访问此页面');
  const text = forbiddenTextOf(refusal, access);
  const { switchTo } = refusal;

  const actions = [
    switchTo ? (
      // the tenant offered may open this page: stay, and the guard decides again
      <Button key="switch" type="primary" onClick={() => switchTenant(switchTo.tenantId, { stay: true })}>
        切换到「{switchTo.tenantName}」
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
        type={switchTo ? 'default' : 'primary'}
        onClick={() => navigate(workbenchHrefOf(access))}
      >
        {access.isOperator && access.roles.size === 0 ? '前往运营工作台' : '前往我的工作台'}
      </Button>
    ) : null,
  ].filter(Boolean);

  return (
    // No `status="403"`: antd would draw its own picture, not in the portal's palette.
    <LazyResult
      className="forbidden"
      icon={<LockOutlined className="forbidden__icon" aria-hidden="true" />}
      title={<h1 className="result-title">{text.title}</h1>}
      subTitle={text.subTitle}
      extra={<Space wrap>{actions}</Space>}
    />
  );
};
