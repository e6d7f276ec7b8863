import { ComingSoon } from '../../../components/ui/coming-soon.tsx';
import { paths } from '../../../config/paths.ts';
import { ContentPage } from '../../components/content-page.tsx';

export const DataCenterRoute = () => (
  <ContentPage title={paths.participants.dataCenter.title}>
    <ComingSoon
      heading="数据中心"
      description="数据中心将在数据模块上线后在此展示：本主体的产品、服务与成交统计图表，支持按时间筛选并保存为图片。"
    />
  </ContentPage>
);
