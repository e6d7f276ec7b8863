import { ComingSoon } from '../../../components/ui/coming-soon.tsx';
import { paths } from '../../../config/paths.ts';
import { ContentPage } from '../../components/content-page.tsx';

export const ServicePublishRoute = () => (
  <ContentPage title={paths.participants.servicePublish.title}>
    <ComingSoon
      heading="服务发布表单"
      description="服务发布表单将在服务模块上线后在此提供：填写服务名称、分类、服务地区与介绍并上传图片，保存为草稿或提交审核；已通过审核的服务修改后将重新审核。"
    />
  </ContentPage>
);
