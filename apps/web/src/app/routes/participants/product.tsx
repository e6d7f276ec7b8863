import { ComingSoon } from '../../../components/ui/coming-soon.tsx';
import { paths } from '../../../config/paths.ts';
import { ContentPage } from '../../components/content-page.tsx';

export const ProductListRoute = () => (
  <ContentPage title={paths.participants.product.title}>
    <ComingSoon
      heading="产品列表"
      description="产品列表将在产品模块上线后在此展示：入驻主体的产品卡片、分类筛选、关键词搜索与分页。"
    />
  </ContentPage>
);
