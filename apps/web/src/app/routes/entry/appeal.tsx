import { paths } from '../../../config/paths.ts';
import { EntryPage } from '../../components/entry-page.tsx';

export const AppealRoute = () => (
  <EntryPage
    title={paths.entry.appeal.title}
    description="账号申诉将在统一认证模块上线后在此办理：无法通过手机号找回账号时，提交身份证明材料申请人工审核，并获得申诉编号。"
  />
);
