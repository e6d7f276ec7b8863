import '../../../styles/content.css';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../features/auth/hooks/use-session.ts';
import { ContentList } from '../../../features/content/components/content-list.tsx';
import { ContentPage } from '../../components/content-page.tsx';

export const SolutionListRoute = () => {
  const { token } = useSession();
  return (
    <ContentPage
      title={paths.solutions.list.title}
      intro="服务商面向乡村产业提供的成熟方案，按分类浏览或搜索，找到适合本地的做法。"
    >
      <ContentList kind="solution" source={token ? 'member' : 'public'} />
    </ContentPage>
  );
};
