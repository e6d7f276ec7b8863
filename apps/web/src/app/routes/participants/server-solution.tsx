import '../../../styles/content.css';
import { paths } from '../../../config/paths.ts';
import { ContentList } from '../../../features/content/components/content-list.tsx';
import { ContentPage } from '../../components/content-page.tsx';
import { useWorkArea } from '../use-work-area.ts';

/** The work area's solutions: the signed-in list (with contacts), opening the work area's own detail page. */
export const WorkSolutionListRoute = () => {
  const area = useWorkArea();
  return (
    <ContentPage
      title={paths[area].solutions.title}
      intro="按分类浏览或搜索服务商发布的解决方案，可直接联系方案提供方。"
    >
      <ContentList kind="solution" signedIn detailHref={paths[area].solutionDetail.getHref} />
    </ContentPage>
  );
};
