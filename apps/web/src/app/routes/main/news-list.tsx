import { ComingSoon } from '../../../components/ui/coming-soon.tsx';
import { paths } from '../../../config/paths.ts';
import { ContentPage } from '../../components/content-page.tsx';

export const NewsListRoute = () => (
  <ContentPage title={paths.news.list.title}>
    <ComingSoon
      heading="资讯列表"
      description="资讯列表将在内容模块上线后在此展示：分类筛选、关键词搜索与分页。"
    />
  </ContentPage>
);
