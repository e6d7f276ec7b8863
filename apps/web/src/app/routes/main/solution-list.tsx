import { ComingSoon } from '../../../components/ui/coming-soon.tsx';
import { paths } from '../../../config/paths.ts';
import { ContentPage } from '../../components/content-page.tsx';

export const SolutionListRoute = () => (
  <ContentPage title={paths.solutions.list.title}>
    <ComingSoon
      heading="解决方案列表"
      description="解决方案列表将在内容模块上线后在此展示：按方案分类切换、关键词搜索、方案卡片与分页。"
    />
  </ContentPage>
);
