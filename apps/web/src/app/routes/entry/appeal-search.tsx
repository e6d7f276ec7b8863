import { paths } from '../../../config/paths.ts';
import { EntryPage } from '../../components/entry-page.tsx';

export const AppealSearchRoute = () => (
  <EntryPage
    title={paths.entry.appealSearch.title}
    description="申诉进度查询将在统一认证模块上线后在此提供：输入申诉编号与手机号，查看审核进度与结果。"
  />
);
