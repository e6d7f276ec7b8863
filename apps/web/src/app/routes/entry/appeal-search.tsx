import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { AppealStatusSearch } from '../../../features/auth/components/appeal-status-search.tsx';
import { EntryPage } from '../../components/entry-page.tsx';

export const AppealSearchRoute = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const applyNo = (searchParams.get('applyNo') ?? '').trim().toUpperCase();
  return (
    <EntryPage title={paths.entry.appealSearch.title} lead="输入申诉编号，查看审核进度与结果。">
      <AppealStatusSearch applyNo={applyNo} onSearch={(value) => setSearchParams({ applyNo: value })} />
    </EntryPage>
  );
};
