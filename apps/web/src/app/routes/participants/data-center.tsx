import { paths } from '../../../config/paths.ts';
import { DataCenter } from '../../../features/data-center/components/data-center.tsx';
import { ContentPage } from '../../components/content-page.tsx';

/** 数据中心 of a settled tenant: its own products and services, views, cooperation, reports and sales over time. */
export const DataCenterRoute = () => (
  <ContentPage
    title={paths.participants.dataCenter.title}
    intro="按时间查看本主体的产品与服务、浏览、合作请求、举报和销售情况；每张图表都可保存为图片，或下载为 CSV、Excel。"
  >
    <DataCenter scope="tenant" />
  </ContentPage>
);
