import { Button, Form, Skeleton } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { Input } from '../../../components/form/inputs.ts';
import { LazyAlert } from '../../../components/ui/lazy-alert.tsx';
import { lazyPart } from '../../../components/ui/load-when-shown.tsx';
import { useFormSubmit } from '../../../hooks/use-form-submit.ts';
import { errorMessageOf, reasonOf } from '../../../lib/api-error.ts';
import { fieldRules, fieldSchema } from '../../../lib/zod-rule.ts';
import { useAppealStatus, useLookUpAppealStatus } from '../api/appeal.ts';
import './auth.css';

/** The found appeal's table and its status tag load when a result is first shown (docs/decisions/034). */
const AppealStatusResult = lazyPart(
  async () => (await import('./appeal-status-result.tsx')).AppealStatusResult,
);

const NOT_FOUND_TEXT = '未找到该申诉编号，请核对后重试';

const applyNoSchema = fieldSchema((s) => s.ApplyNoSchema);

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
          <LazyAlert
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
        {result ? (
          <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
            <AppealStatusResult result={result} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
};
