import '../../../styles/content.css';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useContentDetail } from '../../../features/content/api/get-content-detail.ts';
import { ContentDetail } from '../../../features/content/components/content-detail.tsx';
import { usePageTitle } from '../../../features/platform/hooks/use-page-title.ts';
import { isItemId } from '../../../lib/api-error.ts';
import { useWorkArea } from '../use-work-area.ts';

export const WorkCaseDetailRoute = () => {
  const area = useWorkArea();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  const { data } = useContentDetail('case', isItemId(id) ? id : undefined);
  usePageTitle(data?.title ?? paths[area].caseDetail.title);
  return (
    <ContentDetail
      kind="case"
      id={id}
      detailHref={paths[area].caseDetail.getHref}
      back={{ title: paths.cases.list.title, href: paths.cases.list.getHref() }}
    />
  );
};
