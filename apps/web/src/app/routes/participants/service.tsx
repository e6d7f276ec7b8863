import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { ComingSoon } from '../../../components/ui/coming-soon.tsx';
import { paths } from '../../../config/paths.ts';
import { ContentPage } from '../../components/content-page.tsx';
import { useWorkArea } from '../use-work-area.ts';

export const ServiceCentreRoute = () => {
  const area = useWorkArea();
  return (
    <ContentPage
      title={paths[area].service.title}
      actions={
        <>
          <Link to={paths[area].serviceSearch.getHref()} className="link-button link-button--ghost">
            <SearchOutlined aria-hidden="true" /> 搜索服务
          </Link>
          <Link to={paths[area].servicePublish.getHref()} className="link-button link-button--primary">
            <PlusOutlined aria-hidden="true" /> 发布服务
          </Link>
        </>
      }
    >
      <ComingSoon
        heading="服务列表"
        description="服务中心将在服务模块上线后在此展示：可浏览的服务列表与分类筛选，以及“我发布的服务”（发布、下架、删除与审核记录）。"
      />
    </ContentPage>
  );
};
