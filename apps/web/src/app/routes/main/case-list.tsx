import '../../../styles/content.css';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../features/auth/hooks/use-session.ts';
import { ContentList } from '../../../features/content/components/content-list.tsx';
import { ContentPage } from '../../components/content-page.tsx';

export const CaseListRoute = () => {
  const { token } = useSession();
  return (
    <ContentPage
      title={paths.cases.list.title}
      intro="各地主体与服务商合作落地的真实案例，看看别人是怎么做成的。"
    >
      <ContentList kind="case" source={token ? 'member' : 'public'} />
    </ContentPage>
  );
};
