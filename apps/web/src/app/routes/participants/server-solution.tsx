import '../../../styles/content.css';
import { SearchOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ContentBrowser } from '../../../features/content/components/content-browser.tsx';
import { contentViewHref, parseContentView } from '../../../features/content/utils/content-view.ts';
import { usePlatformConfig } from '../../../features/platform/api/get-platform-config.ts';
import { ContentPage } from '../../components/content-page.tsx';
import { useWorkArea } from '../use-work-area.ts';

/**
 * 方案与案例 (both work areas): solutions and cooperation cases, each the signed-in list with the provider's contact,
 * opening the area's own detail pages; the servant area may narrow them to what its own tenant provides.
 */
export const WorkSolutionListRoute = () => {
  const area = useWorkArea();
  const { data: config } = usePlatformConfig();
  const [searchParams] = useSearchParams();
  const { kind } = parseContentView(searchParams, { ownScope: false });
  return (
    <ContentPage
      title={paths[area].solutions.title}
      intro="按分类浏览或搜索各服务商提供的解决方案与合作案例，可直接联系提供方。"
      actions={
        <Link
          to={contentViewHref(paths[area].solutionSearch.getHref(), { kind })}
          className="link-button link-button--ghost"
        >
          <SearchOutlined aria-hidden="true" /> 搜索方案与案例
        </Link>
      }
    >
      <ContentBrowser
        detailHref={{ solution: paths[area].solutionDetail.getHref, case: paths[area].caseDetail.getHref }}
        ownScope={area === 'servant'}
        hotline={config?.hotline}
      />
    </ContentPage>
  );
};
