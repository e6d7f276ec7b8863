import {
  OPERATOR_ROLE_DUTY,
  OPERATOR_ROLE_NAME,
  OPERATOR_ROLES,
  type Operator,
  type OperatorRole,
  setOperatorRoles,
} from '@rrsp/contract';
import { Checkbox, Form, Input } from 'antd';
import { useFeedback } from '../../../components/feedback/feedback.tsx';
import { DecisionDialog } from '../../../components/review-queue/decision-dialog.tsx';
import { useFormSubmit } from '../../../hooks/use-form-submit.ts';
import { bodyFieldOf, fieldRules } from '../../../lib/zod-rule.ts';
import { useSetOperatorRoles } from '../api/set-operator-roles.ts';
import './operators.css';

const ACCOUNT = bodyFieldOf(setOperatorRoles, 'account');

interface RolesValues {
  account: string;
  roles: OperatorRole[];
}

/**
 * 新增运营人员 (an existing account, named by its username or mobile) or 调整角色 of one: the roles as checkboxes, each
 * with what it may do. Taking every role away from an operator is 取消运营身份, said plainly before it is done.
 */
export const OperatorRolesDialog = ({
  operator,
  open,
  onClose,
}: {
  /** The operator whose roles change; none to add one. */
  operator: Operator | undefined;
  open: boolean;
  onClose: () => void;
}) => {
  const [form] = Form.useForm<RolesValues>();
  const { message } = useFeedback();
  const setRoles = useSetOperatorRoles();
  const roles = Form.useWatch('roles', form) ?? [];
  const removing = operator !== undefined && roles.length === 0;
  const submit = useFormSubmit(form, setRoles, {
    fields: ['account', 'roles'],
    variables: (values: RolesValues) => ({
      account: operator ? operator.username : values.account.trim(),
      roles: OPERATOR_ROLES.filter((role) => values.roles.includes(role)),
    }),
    onSuccess: (saved) => {
      message.success(
        saved.roles.length === 0
          ? `已取消「${saved.nickName}」的运营身份`
          : `已设定「${saved.nickName}」的角色：${saved.roles.map((role) => OPERATOR_ROLE_NAME[role]).join('、')}`,
      );
      onClose();
    },
  });
  return (
    <DecisionDialog<RolesValues>
      open={open}
      title={operator ? `调整「${operator.nickName}」的角色` : '新增运营人员'}
      okText={removing ? '取消运营身份' : '保存'}
      danger={removing}
      onClose={onClose}
      form={form}
      submit={submit}
      formLabel={operator ? '调整运营角色' : '新增运营人员'}
      formName="operator-roles"
      initialValues={{ account: '', roles: operator?.roles ?? [] }}
      lead={
        <p className="operator-roles__lead">
          {operator
            ? '角色即时生效，对方无需重新登录。取消全部角色即取消其运营身份。'
            : '请填写对方已注册账号的用户名或手机号（新同事请先在平台注册），再选择角色。'}
        </p>
      }
    >
      {operator ? null : (
        <Form.Item name="account" label="账号" rules={fieldRules('请填写用户名或手机号', ACCOUNT)}>
          <Input placeholder="用户名或手机号" maxLength={64} autoComplete="off" />
        </Form.Item>
      )}
      <Form.Item
        name="roles"
        label="角色"
        rules={operator ? [] : [{ required: true, type: 'array', min: 1, message: '请至少选择一个角色' }]}
      >
        <Checkbox.Group className="operator-roles__choices">
          {OPERATOR_ROLES.map((role) => (
            <Checkbox key={role} value={role}>
              <span className="operator-roles__name">{OPERATOR_ROLE_NAME[role]}</span>
              <span className="operator-roles__duty">{OPERATOR_ROLE_DUTY[role]}</span>
            </Checkbox>
          ))}
        </Checkbox.Group>
      </Form.Item>
    </DecisionDialog>
  );
};
