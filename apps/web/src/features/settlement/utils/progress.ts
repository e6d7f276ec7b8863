import type { SettlementStatus } from '@rrsp/contract';
import { waitingClause } from './waiting-time.ts';

/** The user's latest application in brief, as the settled-status endpoint gives it. */
export interface ApplicationBrief {
  status: SettlementStatus;
  name: string | null;
  waitingSeconds: number | null;
}

/** The steps the workbench shows: 注册账号, 填写入驻申请, 平台审核, 发布产品与服务. */
export interface SettlementProgress {
  current: number;
  stepStatus: 'process' | 'error' | 'finish';
  /** A sentence on where the application stands; undefined when there is none. */
  line: string | undefined;
  action: string;
}

/** Where an applicant stands, for the workbench card that leads to 主体入驻. */
export const settlementProgress = (application: ApplicationBrief | null | undefined): SettlementProgress => {
  if (!application) return { current: 1, stepStatus: 'process', line: undefined, action: '申请入驻' };
  const name = application.name ? `「${application.name}」的` : '';
  switch (application.status) {
    case 'draft':
      return {
        current: 1,
        stepStatus: 'process',
        line: `${name}入驻申请已保存为草稿，尚未提交。`,
        action: '继续填写申请',
      };
    case 'submitted':
    case 'resubmitted': {
      const waited = waitingClause(application.waitingSeconds);
      return {
        current: 2,
        stepStatus: 'process',
        line: `${name}入驻申请${application.status === 'resubmitted' ? '已重新提交' : '已提交'}，等待平台审核${waited}。`,
        action: '查看审核进度',
      };
    }
    case 'rejected':
      return {
        current: 2,
        stepStatus: 'error',
        line: `${name}入驻申请未通过审核，请按审核意见修改后重新提交。`,
        action: '修改后重新提交',
      };
    case 'approved':
      return {
        current: 3,
        stepStatus: 'process',
        line: `${name}入驻申请已通过审核，切换到该主体即可开始使用。`,
        action: '查看审核结果',
      };
  }
};
