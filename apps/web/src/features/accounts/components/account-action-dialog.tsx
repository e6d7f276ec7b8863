import { type AccountDetail, freezeAccount } from '@rrsp/contract';
import { Form } from 'antd';
import { useFeedback } from '../../../components/feedback/feedback.tsx';
import { CountedTextField } from '../../../components/form/counted-text-field.tsx';
import { DecisionDialog } from '../../../components/review-queue/decision-dialog.tsx';
import { useFormSubmit } from '../../../hooks/use-form-submit.ts';
import { bodyFieldOf, fieldRules } from '../../../lib/zod-rule.ts';
import { type AccountAction, useAccountAction } from '../api/account-actions.ts';

const REASON = bodyFieldOf(freezeAccount, 'reason');

const COPY: Record<
  AccountAction,
  { title: string; okText: string; lead: string; done: string; danger: boolean }
> = {
  freeze: {
    title: '冻结账号',
    okText: '确认冻结',
    lead: '冻结后，该账号的所有登录立即结束，正在使用的页面会退出并提示账号已冻结；在解冻前不能登录。原因只记入审计日志，不会发给用户。',
    done: '账号已冻结，其所有登录已结束',
    danger: true,
  },
  unfreeze: {
    title: '解冻账号',
    okText: '确认解冻',
    lead: '解冻后，用户可以重新登录。',
    done: '账号已解冻',
    danger: false,
  },
  endSessions: {
    title: '结束全部登录',
    okText: '确认结束',
    lead: '该账号在所有设备上的登录立即结束，需要重新登录；账号本身不受影响。适用于用户报告手机或电脑丢失等情况。',
    done: '已结束该账号的全部登录',
    danger: true,
  },
};

/** 冻结, 解冻 or 结束全部登录 one account, with the reason the audit trail keeps. */
export const AccountActionDialog = ({
  account,
  action,
  open,
  onClose,
}: {
  account: AccountDetail;
  action: AccountAction;
  open: boolean;
  onClose: () => void;
}) => {
  const [form] = Form.useForm<{ reason: string }>();
  const { message } = useFeedback();
  const act = useAccountAction();
  const copy = COPY[action];
  const submit = useFormSubmit(form, act, {
    fields: ['reason'],
    variables: (values: { reason: string }) => ({
      action,
      userId: account.userId,
      reason: values.reason.trim(),
    }),
    onSuccess: () => {
      message.success(copy.done);
      onClose();
    },
  });
  return (
    <DecisionDialog<{ reason: string }>
      open={open}
      title={`${copy.title}「${account.nickName}」`}
      okText={copy.okText}
      danger={copy.danger}
      onClose={onClose}
      form={form}
      submit={submit}
      formLabel={copy.title}
      formName={`account-${action}`}
      lead={<p className="account-action__lead">{copy.lead}</p>}
    >
      <CountedTextField
        name="reason"
        label="原因"
        rules={fieldRules('请填写原因', REASON)}
        maxLength={200}
        placeholder="例如：用户来电称手机丢失，已核实身份"
      />
    </DecisionDialog>
  );
};
