import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../features/auth/api/get-current-user.ts';
import { OperatorList } from '../../../features/operators/components/operator-list.tsx';
import { ContentPage } from '../../components/content-page.tsx';

/** 运营人员 (超级管理员): who runs the platform, with which roles. */
export const OperatorsRoute = () => {
  const { data: user } = useCurrentUser();
  return (
    <ContentPage
      title={paths.admin.operators.title}
      intro="为运营人员分配角色：每个角色只能进入对应的页面和功能。角色即时生效，每次调整都记入审计日志。"
    >
      <OperatorList selfId={user?.userId} />
    </ContentPage>
  );
};
