import { Button, Checkbox, Form, Skeleton } from 'antd';
import { Input } from '../../../components/form/inputs.ts';
import { fieldRules, fieldSchema } from '../../../lib/zod-rule.ts';
import { useAppealApps } from '../api/appeal.ts';

const RealNameSchema = fieldSchema((s) => s.AppealApplicationSchema.shape.realName);

export interface AppealIdentity {
  realName: string;
  idNumber: string;
  usedApps: string[];
}

interface AppealIdentityStepProps {
  initial: AppealIdentity | undefined;
  onBack: () => void;
  onDone: (identity: AppealIdentity) => void;
}

/** 账号申诉, step 2: real name, identity number, and which of a random set of applications the person used. */
export const AppealIdentityStep = ({ initial, onBack, onDone }: AppealIdentityStepProps) => {
  const [form] = Form.useForm<AppealIdentity>();
  const apps = useAppealApps();
  return (
    <Form<AppealIdentity>
      form={form}
      layout="vertical"
      requiredMark="optional"
      initialValues={initial ?? { usedApps: [] }}
      onFinish={(values) =>
        onDone({
          ...values,
          realName: values.realName.trim(),
          idNumber: values.idNumber.trim().toUpperCase(),
        })
      }
      name="appeal-identity"
      aria-label="身份信息"
    >
      <Form.Item label="真实姓名" name="realName" rules={fieldRules('请输入真实姓名', RealNameSchema)}>
        <Input placeholder="与身份证一致" autoComplete="name" maxLength={30} />
      </Form.Item>
      <Form.Item
        label="身份证号"
        name="idNumber"
        rules={fieldRules(
          '请输入身份证号',
          fieldSchema((s) => s.IdNumberSchema),
        )}
      >
        <Input placeholder="18 位居民身份证号码" autoComplete="off" maxLength={18} />
      </Form.Item>
      <Form.Item
        label="您使用过以下哪些应用？"
        name="usedApps"
        extra="用于核实身份，请如实勾选；都没用过可不选"
      >
        {apps.isPending ? (
          <Skeleton active paragraph={{ rows: 1 }} title={false} />
        ) : apps.isError ? (
          <Button size="small" onClick={() => apps.refetch()}>
            选项加载失败，点击重试
          </Button>
        ) : (
          <Checkbox.Group options={apps.data.map((app) => ({ label: app.name, value: app.code }))} />
        )}
      </Form.Item>
      <div className="flow-actions">
        <Button onClick={onBack}>上一步</Button>
        <Button type="primary" htmlType="submit">
          下一步
        </Button>
      </div>
    </Form>
  );
};
