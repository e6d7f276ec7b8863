import { ComingSoon } from '../../../components/ui/coming-soon.tsx';
import { paths } from '../../../config/paths.ts';
import { ContentPage } from '../../components/content-page.tsx';

export const CaseListRoute = () => (
  <ContentPage title={paths.cases.list.title}>
    <ComingSoon
      heading="合作案例列表"
      description="合作案例列表将在内容模块上线后在此展示：按案例分类切换、关键词搜索、案例卡片与分页。"
    />
  </ContentPage>
);
