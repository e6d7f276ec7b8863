import '../../../styles/content.css';
import { paths } from '../../../config/paths.ts';
import { ContentBrowser } from '../../../features/content/components/content-browser.tsx';
import { usePlatformConfig } from '../../../features/platform/api/get-platform-config.ts';
import { ContentPage } from '../../components/content-page.tsx';
import { useWorkArea } from '../use-work-area.ts';

/**
 * 方案搜索: the same lists, arriving with `?keyword=` (and `?kind=case` for cases) from a search box elsewhere in the
 * work area, the cursor in the search box.
 */
export const WorkSolutionSearchRoute = () => {
  const area = useWorkArea();
  const { data: config } = usePlatformConfig();
  return (
    <ContentPage
      title={paths[area].solutionSearch.title}
      intro="输入方案或案例的名称、提供方或标签搜索，可再按分类筛选。"
    >
      <ContentBrowser
        detailHref={{ solution: paths[area].solutionDetail.getHref, case: paths[area].caseDetail.getHref }}
        ownScope={area === 'servant'}
        hotline={config?.hotline}
        autoFocusSearch
      />
    </ContentPage>
  );
};
