import type { APPEAL_STATUSES } from '@rrsp/contract';
import { Alert, Button, Descriptions, Form, Input, Skeleton, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useFormSubmit } from '../../../hooks/use-form-submit.ts';
import { errorMessageOf, reasonOf } from '../../../lib/api-error.ts';
import { dayjs } from '../../../lib/dayjs.ts';
import { fieldRules, fieldSchema } from '../../../lib/zod-rule.ts';
import { useAppealStatus, useLookUpAppealStatus } from '../api/appeal.ts';
import './auth.css';

const formatDateTime = (value: string): string => dayjs(value).format('YYYY-MM-DD HH:mm');

const NOT_FOUND_TEXT = '未找到该申诉编号，请核对后重试';

const applyNoSchema = fieldSchema((s) => s.ApplyNoSchema);

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

interface AppealStatusSearchProps {
  /** The number being looked up (from ?applyNo=). */
  applyNo: string;
  onSearch: (applyNo: string) => void;
}

/**
 * 申诉进度查询: apply number in, status, times and the reviewer's remark out. The number lives in the address, so
 * a link opens straight on its result; a search looks it up first and changes the address once it is found.
 */
export const AppealStatusSearch = ({ applyNo, onSearch }: AppealStatusSearchProps) => {
  const [form] = Form.useForm<{ applyNo: string }>();
  // The number of the address, once the contract's rule (imported on demand) has accepted it; only then is it looked up.
  const [validApplyNo, setValidApplyNo] = useState('');
  useEffect(() => {
    let current = true;
    if (!applyNo) setValidApplyNo('');
    else
      void applyNoSchema()
        .then((schema) => {
          const valid = schema.safeParse(applyNo);
          if (current) setValidApplyNo(valid.success ? valid.data : '');
        })
        .catch(() => {
          if (current) setValidApplyNo('');
        });
    return () => {
      current = false;
    };
  }, [applyNo]);
  const query = useAppealStatus(validApplyNo);
  const submit = useFormSubmit(form, useLookUpAppealStatus(), {
    fields: ['applyNo'],
    reasonFields: { NOT_FOUND: 'applyNo' },
    messages: { NOT_FOUND: NOT_FOUND_TEXT },
    // the rule has accepted the number (SS and 14 digits, trimmed, any case); the schema sends it upper-cased
    variables: (values) => values.applyNo.trim().toUpperCase(),
    onSuccess: (found) => onSearch(found.applyNo),
  });

  useEffect(() => {
    form.setFieldsValue({ applyNo });
  }, [form, applyNo]);

  const result = query.data;
  const status = result ? STATUS[result.status] : undefined;
  const notFound = reasonOf(query.error) === 'NOT_FOUND';

  return (
    <div className="appeal-status">
      <Form
        form={form}
        layout="vertical"
        size="large"
        requiredMark={false}
        initialValues={{ applyNo }}
        onFinish={submit.onFinish}
        name="appeal-search"
        aria-label="申诉进度查询"
      >
        <Form.Item
          label="申诉编号"
          name="applyNo"
          rules={fieldRules('请输入申诉编号', applyNoSchema)}
          extra="提交申诉后获得的编号，形如 SS20250101123456"
        >
          <Input placeholder="SS 加 14 位数字" autoComplete="off" maxLength={16} />
        </Form.Item>
        <FormAlert message={submit.alert} />
        <Button type="primary" htmlType="submit" block loading={submit.submitting || query.isFetching}>
          查询
        </Button>
      </Form>
      <div className="appeal-status__result" aria-live="polite">
        {query.isPending && query.fetchStatus === 'fetching' ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : null}
        {query.isError ? (
          <Alert
            className="form-alert"
            type={notFound ? 'warning' : 'error'}
            showIcon
            title={notFound ? NOT_FOUND_TEXT : errorMessageOf(query.error, '查询失败，请稍后重试')}
            action={
              notFound ? undefined : (
                <Button size="small" onClick={() => query.refetch()}>
                  重试
                </Button>
              )
            }
          />
        ) : null}
        {result && status ? (
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
        ) : null}
      </div>
    </div>
  );
};
