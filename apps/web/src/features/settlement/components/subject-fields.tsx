import { SETTLEMENT_FIELD_LABELS, TENANT_TYPE_LABELS, TENANT_TYPES } from '@rrsp/contract';
import { Form, Radio } from 'antd';
import { Input } from '../../../components/form/inputs.ts';
import { fieldRules, zodRule } from '../../../lib/zod-rule.ts';
import { creditCodeWarning, normalizeCreditCode } from '../utils/credit-code.ts';
import { checkOf } from '../utils/load-form-parts.ts';
import type { FieldHint } from './field-hint.ts';

const L = SETTLEMENT_FIELD_LABELS;

/**
 * Step 1, 主体信息: who the entity is, as its business licence says. The rules' schemas load on the first check
 * (load-form-parts.ts).
 */
export const SubjectFields = ({ hint }: { hint: FieldHint }) => (
  <div className="settlement-form__grid">
    <Form.Item
      label={L.creditCode}
      name="creditCode"
      normalize={normalizeCreditCode}
      extra="营业执照上的 18 位代码，字母自动转为大写"
      rules={[
        { required: true, whitespace: true, message: '请填写统一社会信用代码' },
        zodRule(checkOf('creditCode')),
        {
          warningOnly: true,
          validator: async (_rule, value: unknown) => {
            const warning = creditCodeWarning(value);
            if (warning) throw new Error(warning);
          },
        },
      ]}
      {...hint('creditCode')}
    >
      <Input placeholder="例如 91520000MA6DL2RY2K" maxLength={22} autoComplete="off" spellCheck={false} />
    </Form.Item>
    <Form.Item
      label={L.name}
      name="name"
      extra="与营业执照上的名称完全一致"
      rules={fieldRules('请填写主体名称', checkOf('name'))}
      {...hint('name')}
    >
      <Input placeholder="例如 雷山县苗岭茶叶种植专业合作社" maxLength={60} autoComplete="organization" />
    </Form.Item>
    <Form.Item
      className="settlement-form__wide"
      label={L.type}
      name="type"
      rules={[{ required: true, message: '请选择主体类型' }]}
      {...hint('type')}
    >
      <Radio.Group
        optionType="button"
        buttonStyle="solid"
        options={TENANT_TYPES.map((type) => ({ value: type, label: TENANT_TYPE_LABELS[type] }))}
      />
    </Form.Item>
    <Form.Item
      label="法定代表人（经营者）"
      name="legalRepresentative"
      extra="个体工商户、家庭农场填写经营者姓名"
      rules={fieldRules('请填写法定代表人（经营者）', checkOf('legalRepresentative'))}
      {...hint('legalRepresentative')}
    >
      <Input placeholder="与营业执照一致" maxLength={30} autoComplete="off" />
    </Form.Item>
  </div>
);
