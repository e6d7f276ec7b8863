import '../../../styles/content.css';
import { useSearchParams } from 'react-router';
import { detailTitleOf } from '../../../components/errors/missing-item.ts';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../features/auth/hooks/use-session.ts';
import { useContentDetail } from '../../../features/content/api/get-content-detail.ts';
import { ContentDetail } from '../../../features/content/components/content-detail.tsx';
import { usePageTitle } from '../../../features/platform/hooks/use-page-title.ts';
import { useMetaDescription } from '../../../hooks/use-meta-description.ts';
import { isItemId } from '../../../lib/api-error.ts';

export const CaseDetailRoute = () => {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  // a signed-in reader is also shown the provider's contact; a visitor's page is cached apart
  const audience = useSession().token ? 'member' : 'public';
  const { data, error } = useContentDetail('case', isItemId(id) ? id : undefined, audience);
  usePageTitle(
    detailTitleOf({ name: data?.title, id, error, noun: '案例', pageTitle: paths.cases.detail.title }),
  );
  useMetaDescription(data?.summary);
  return <ContentDetail kind="case" id={id} audience={audience} />;
};
