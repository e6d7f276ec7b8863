import '../../../styles/content.css';
import { paths } from '../../../config/paths.ts';
import { ContentList } from '../../../features/content/components/content-list.tsx';
import { ContentPage } from '../../components/content-page.tsx';
import { useWorkArea } from '../use-work-area.ts';

/** 方案搜索: the same list, arriving with `?keyword=` from a search box elsewhere in the work area. */
export const WorkSolutionSearchRoute = () => {
  const area = useWorkArea();
  return (
    <ContentPage title={paths[area].solutionSearch.title}>
      <ContentList kind="solution" signedIn detailHref={paths[area].solutionDetail.getHref} />
    </ContentPage>
  );
};
