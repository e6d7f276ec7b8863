import '../../../styles/content.css';
import { useSearchParams } from 'react-router';
import { detailTitleOf } from '../../../components/errors/missing-item.ts';
import { paths } from '../../../config/paths.ts';
import { useContentDetail } from '../../../features/content/api/get-content-detail.ts';
import { ContentDetail } from '../../../features/content/components/content-detail.tsx';
import { usePageTitle } from '../../../features/platform/hooks/use-page-title.ts';
import { isItemId } from '../../../lib/api-error.ts';
import { useWorkArea } from '../use-work-area.ts';

export const WorkSolutionDetailRoute = () => {
  const area = useWorkArea();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  const { data, error } = useContentDetail('solution', isItemId(id) ? id : undefined, 'member');
  usePageTitle(
    detailTitleOf({
      name: data?.title,
      id,
      error,
      noun: '方案',
      pageTitle: paths[area].solutionDetail.title,
    }),
  );
  const back = paths[area].solutions;
  return (
    <ContentDetail
      kind="solution"
      id={id}
      audience="member"
      detailHref={paths[area].solutionDetail.getHref}
      back={{ title: back.title, href: back.getHref() }}
    />
  );
};
