import { ComingSoon } from '../../../components/ui/coming-soon.tsx';
import { paths } from '../../../config/paths.ts';
import { ContentPage } from '../../components/content-page.tsx';

export const ProductSearchRoute = () => (
  <ContentPage title={paths.participants.productSearch.title}>
    <ComingSoon
      heading="产品搜索"
      description="产品搜索将在产品模块上线后在此提供：按关键词检索产品，并分页展示结果。"
    />
  </ContentPage>
);
