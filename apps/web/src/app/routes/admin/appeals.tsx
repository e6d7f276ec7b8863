import { paths } from '../../../config/paths.ts';
import { AppealQueue } from '../../../features/appeals/components/appeal-queue.tsx';
import { queueRoute } from './queue-route.tsx';

/** 申诉审核 (账号管理 role): the account appeals nobody's sign-in ends, decided beside the account's history. */
export const AppealsRoute = queueRoute(
  paths.admin.appeals,
  '核实无法登录的用户提交的账号申诉：对照身份证照片与账号近期的安全事件，通过后账号改绑为申诉人验证过的联系手机号并结束其全部登录；驳回时写明原因，申诉人凭申诉编号可以查看。联系手机号默认打码，查看完整号码会记入审计日志。',
  AppealQueue,
);
