import '../../../styles/content.css';
import { paths } from '../../../config/paths.ts';
import { ServiceShelf } from '../../../features/services/components/service-shelf.tsx';
import { ContentPage } from '../../components/content-page.tsx';
import { useWorkArea } from '../use-work-area.ts';

/** 服务搜索: the same shelf, arriving with `?keyword=` from a search box elsewhere, the cursor in the search box. */
export const ServiceSearchRoute = () => {
  const area = useWorkArea();
  return (
    <ContentPage
      title={paths[area].serviceSearch.title}
      intro="输入服务名称、内容或服务商名称搜索，可再按类别、地区筛选。"
    >
      <ServiceShelf detailHref={paths[area].serviceDetail.getHref} autoFocusSearch />
    </ContentPage>
  );
};
