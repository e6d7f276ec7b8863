import { NotFound } from '../../../components/errors/not-found.tsx';
import { usePageTitle } from '../../../features/platform/hooks/use-page-title.ts';

export const NotFoundRoute = () => {
  usePageTitle('页面不存在');
  return <NotFound />;
};
