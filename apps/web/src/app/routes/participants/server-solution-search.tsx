import { ComingSoon } from '../../../components/ui/coming-soon.tsx';
import { paths } from '../../../config/paths.ts';
import { ContentPage } from '../../components/content-page.tsx';

export const WorkSolutionSearchRoute = () => (
  <ContentPage title={paths.participants.solutionSearch.title}>
    <ComingSoon
      heading="方案搜索"
      description="方案搜索将在方案模块上线后在此提供：按关键词检索解决方案，并分页展示结果。"
    />
  </ContentPage>
);
