import { paths } from '../../../config/paths.ts';
import { AppealFlow } from '../../../features/auth/components/appeal-flow.tsx';
import { EntryPage } from '../../components/entry-page.tsx';

export const AppealRoute = () => (
  <EntryPage
    title={paths.entry.appeal.title}
    lead="原手机号已无法使用、又无法找回密码时，可提交身份材料申请人工审核。"
    wide
  >
    <AppealFlow />
  </EntryPage>
);
