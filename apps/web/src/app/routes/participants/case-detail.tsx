import '../../../styles/content.css';
import { useSearchParams } from 'react-router';
import { detailTitleOf } from '../../../components/errors/missing-item.ts';
import { paths } from '../../../config/paths.ts';
import { useContentDetail } from '../../../features/content/api/get-content-detail.ts';
import { ContentDetail } from '../../../features/content/components/content-detail.tsx';
import { contentKinds } from '../../../features/content/utils/content-kind.ts';
import { contentViewHref } from '../../../features/content/utils/content-view.ts';
import { usePageTitle } from '../../../features/platform/hooks/use-page-title.ts';
import { isItemId } from '../../../lib/api-error.ts';
import { useWorkArea } from '../use-work-area.ts';

export const WorkCaseDetailRoute = () => {
  const area = useWorkArea();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  const { data, error } = useContentDetail('case', isItemId(id) ? id : undefined, 'member');
  usePageTitle(
    detailTitleOf({ name: data?.title, id, error, noun: '案例', pageTitle: paths[area].caseDetail.title }),
  );
  return (
    <ContentDetail
      kind="case"
      id={id}
      audience="member"
      detailHref={paths[area].caseDetail.getHref}
      // back to the area's 方案与案例 on its 合作案例 tab, not to the public list
      back={{
        title: contentKinds.case.title,
        href: contentViewHref(paths[area].solutions.getHref(), { kind: 'case' }),
      }}
    />
  );
};
