import type { CurrentUser } from '@rrsp/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, ConfigProvider, Skeleton } from 'antd';
import { preloadAlert } from '../../../components/ui/lazy-alert.tsx';
import { LazyResult } from '../../../components/ui/lazy-result.tsx';
import { paths } from '../../../config/paths.ts';
import { EmailCard } from '../../../features/account/components/email-card.tsx';
import { MobileChangeCard } from '../../../features/account/components/mobile-change-card.tsx';
import { PasswordCard } from '../../../features/account/components/password-card.tsx';
import { ProfileCard } from '../../../features/account/components/profile-card.tsx';
import { getCurrentUserQueryOptions, useCurrentUser } from '../../../features/auth/api/get-current-user.ts';
import { useSession } from '../../../features/auth/hooks/use-session.ts';
import { ContentPage } from '../../components/content-page.tsx';
import { useWorkArea } from '../use-work-area.ts';
import '../../../features/account/components/account.css';

/** 账户设置 (participants and servant alike): profile, e-mail, mobile, password. */
export const AccountRoute = () => {
  const area = useWorkArea();
  const { token } = useSession();
  const queryClient = useQueryClient();
  const { data: user, isPending, isError, refetch } = useCurrentUser();

  /** The header and every screen showing the user read the current-user query: update it in place, then refetch. */
  const onUserChanged = (updated: CurrentUser) => {
    const { queryKey } = getCurrentUserQueryOptions(token);
    queryClient.setQueryData(queryKey, updated);
    void queryClient.invalidateQueries({ queryKey });
  };
  const onUserStale = () => {
    void queryClient.invalidateQueries({ queryKey: getCurrentUserQueryOptions(token).queryKey });
  };

  return (
    <ContentPage title={paths[area].account.title} intro="管理您的个人资料、邮箱、绑定手机号和登录密码。">
      <ConfigProvider button={{ autoInsertSpace: false }}>
        {isPending ? (
          <div className="account-grid">
            <Skeleton active paragraph={{ rows: 6 }} />
            <Skeleton active paragraph={{ rows: 6 }} />
          </div>
        ) : isError || !user ? (
          <LazyResult
            status="error"
            title="账户信息加载失败"
            subTitle="网络不稳定或服务暂时繁忙，请稍后重试。"
            extra={
              <Button type="primary" onClick={() => refetch()}>
                重试
              </Button>
            }
          />
        ) : (
          // the first focus in a form fetches antd's Alert, so the one a submit brings does not push the form down
          <div className="account-grid" onFocusCapture={preloadAlert}>
            <div className="account-grid__side">
              <ProfileCard user={user} onUserChanged={onUserChanged} />
              <EmailCard user={user} onUserChanged={onUserChanged} onUserStale={onUserStale} />
            </div>
            <div className="account-grid__side">
              <MobileChangeCard user={user} onUserChanged={onUserChanged} />
              <PasswordCard owner={{ username: user.username, mobile: user.mobile }} />
            </div>
          </div>
        )}
      </ConfigProvider>
    </ContentPage>
  );
};
