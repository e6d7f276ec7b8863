import { paths } from '../../../config/paths.ts';
import { useAccess } from '../../../features/auth/hooks/use-access.ts';
import { DataCenter } from '../../../features/data-center/components/data-center.tsx';
import { ContentPage } from '../../components/content-page.tsx';

/** 数据中心 of the operators: the same figures for the whole platform, narrowed by tenant, prefecture and category. */
export const AdminDataCenterRoute = () => {
  const { operatorRoles } = useAccess();
  // requesters' names and messages platform-wide: for those whose work is the marketplace (the server holds to it)
  const mayExportRequests = operatorRoles.has('superAdmin') || operatorRoles.has('marketReviewer');
  return (
    <ContentPage
      title={paths.admin.dataCenter.title}
      intro="全平台的产品与服务、浏览、合作请求、举报和销售情况，可按主体、地区和品类筛选；图表可保存为图片，数据可下载为 CSV、Excel。"
    >
      <DataCenter
        scope="platform"
        withheld={
          mayExportRequests
            ? {}
            : { 'cooperation-records': '含联系人与留言，仅超级管理员和入驻与上架审核人员可导出' }
        }
      />
    </ContentPage>
  );
};
