import '../../../styles/content.css';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useContentDetail } from '../../../features/content/api/get-content-detail.ts';
import { ContentDetail } from '../../../features/content/components/content-detail.tsx';
import { usePageTitle } from '../../../features/platform/hooks/use-page-title.ts';
import { useMetaDescription } from '../../../hooks/use-meta-description.ts';
import { isItemId, isNotFoundError } from '../../../lib/api-error.ts';

export const CaseDetailRoute = () => {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  const { data, error } = useContentDetail('case', isItemId(id) ? id : undefined);
  usePageTitle(
    data?.title ?? (!isItemId(id) || isNotFoundError(error) ? '案例不存在' : paths.cases.detail.title),
  );
  useMetaDescription(data?.summary);
  return <ContentDetail kind="case" id={id} />;
};
