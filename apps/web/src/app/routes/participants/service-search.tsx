import { ComingSoon } from '../../../components/ui/coming-soon.tsx';
import { paths } from '../../../config/paths.ts';
import { ContentPage } from '../../components/content-page.tsx';

export const ServiceSearchRoute = () => (
  <ContentPage title={paths.participants.serviceSearch.title}>
    <ComingSoon
      heading="服务搜索"
      description="服务搜索将在服务模块上线后在此提供：按关键词检索服务，并分页展示结果。"
    />
  </ContentPage>
);
