import { paths } from '../../../config/paths.ts';
import { DataCenter } from '../../../features/data-center/components/data-center.tsx';
import { ContentPage } from '../../components/content-page.tsx';

/** 数据中心 of the operators: the same figures for the whole platform, narrowed by tenant, prefecture and category. */
export const AdminDataCenterRoute = () => (
  <ContentPage
    title={paths.admin.dataCenter.title}
    intro="全平台的产品与服务、浏览、合作请求、举报和销售情况，可按主体、地区和品类筛选；图表可保存为图片，数据可下载为 CSV、Excel。"
  >
    <DataCenter scope="platform" />
  </ContentPage>
);
