import '../../../styles/content.css';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../features/auth/hooks/use-session.ts';
import { useContentDetail } from '../../../features/content/api/get-content-detail.ts';
import { ContentDetail } from '../../../features/content/components/content-detail.tsx';
import { usePageTitle } from '../../../features/platform/hooks/use-page-title.ts';
import { useMetaDescription } from '../../../hooks/use-meta-description.ts';
import { isItemId, isNotFoundError } from '../../../lib/api-error.ts';

export const SolutionDetailRoute = () => {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  // a signed-in reader is also shown the provider's contact; a visitor's page is cached apart
  const audience = useSession().token ? 'member' : 'public';
  const { data, error } = useContentDetail('solution', isItemId(id) ? id : undefined, audience);
  usePageTitle(
    data?.title ?? (!isItemId(id) || isNotFoundError(error) ? '方案不存在' : paths.solutions.detail.title),
  );
  useMetaDescription(data?.summary);
  return <ContentDetail kind="solution" id={id} audience={audience} />;
};
