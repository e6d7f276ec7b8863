import type { APPEAL_STATUSES, appealQueryByApplyNo, DataOf } from '@rrsp/contract';
import { Alert, Descriptions, Tag } from 'antd';
import { dayjs } from '../../../lib/dayjs.ts';

const formatDateTime = (value: string): string => dayjs(value).format('YYYY-MM-DD HH:mm');

const STATUS: Record<(typeof APPEAL_STATUSES)[number], { text: string; color: string; hint: string }> = {
  pending: {
    text: '待处理',
    color: 'gold',
    hint: '平台将在 3 个工作日内完成审核，结果以短信通知到联系手机。审核期间如账号持有人正常登录或重置了密码，申诉将自动撤销；如账号的密码或手机号在申诉前 30 天内被修改过，申诉将保留，由审核人员核实处理。',
  },
  approved: {
    text: '已通过',
    color: 'green',
    hint: '账号已绑定新的联系手机号，请使用该手机号通过短信验证码登录，并及时修改密码。',
  },
  rejected: { text: '未通过', color: 'red', hint: '如有疑问，可补充材料后重新提交申诉。' },
  cancelled: {
    text: '已撤销',
    color: 'default',
    hint: '账号持有人已正常登录或重置了密码，此申诉无需再审核，已自动撤销。如果是您本人找回了账号，无需其他操作；如仍无法登录，可重新提交申诉。',
  },
};

/**
 * An appeal's progress as 申诉进度查询 shows it once found: its number, account, status, times and the reviewer's
 * remark, and what the status means. In its own chunk with antd's Descriptions, Tag and Alert and dayjs, loaded when a
 * result is first shown, not with the page's search form (docs/decisions/034).
 */
export const AppealStatusResult = ({ result }: { result: DataOf<typeof appealQueryByApplyNo> }) => {
  const status = STATUS[result.status];
  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={1}
        title="处理进度"
        items={[
          { key: 'applyNo', label: '申诉编号', children: result.applyNo },
          { key: 'account', label: '申诉账号', children: result.maskedUsername },
          {
            key: 'status',
            label: '处理状态',
            children: <Tag color={status.color}>{status.text}</Tag>,
          },
          { key: 'submitted', label: '提交时间', children: formatDateTime(result.submittedAt) },
          // An appeal the owner's own sign-in ended was never reviewed: its times and note say so.
          {
            key: 'reviewed',
            label: result.status === 'cancelled' ? '撤销时间' : '审核时间',
            children: result.reviewedAt ? formatDateTime(result.reviewedAt) : '尚未审核',
          },
          {
            key: 'remark',
            label: result.status === 'cancelled' ? '说明' : '审核意见',
            children: result.reviewRemark || '—',
          },
        ]}
      />
      <Alert className="appeal-status__hint" type="info" showIcon title={status.hint} />
    </>
  );
};
