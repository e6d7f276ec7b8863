import {
  MobileSchema,
  SETTLEMENT_FIELD_LABELS,
  SettlementFormSchema,
  TownshipCodeSchema,
} from '@rrsp/contract';
import { Form, Input } from 'antd';
import { CountedTextField } from '../../../components/form/counted-text-field.tsx';
import { MobileInput } from '../../../components/form/mobile-input.tsx';
import { RegionPicker } from '../../../components/form/region-picker.tsx';
import { fieldRules, zodRule } from '../../../lib/zod-rule.ts';
import type { FieldHint } from './field-hint.ts';

const L = SETTLEMENT_FIELD_LABELS;

/** Step 2, 联系方式与地址: whom the reviewer calls, where the entity is and what it does. */
export const ContactFields = ({
  hint,
  onRegionName,
  storedRegionName,
}: {
  hint: FieldHint;
  onRegionName: (name: string | undefined) => void;
  /** The stored application's region as written, until the picker has found it in the table. */
  storedRegionName: string | null | undefined;
}) => (
  <div className="settlement-form__grid">
    <Form.Item
      label={L.contactName}
      name="contactName"
      rules={fieldRules('请填写联系人', SettlementFormSchema.shape.contactName)}
      {...hint('contactName')}
    >
      <Input placeholder="负责办理入驻的人" maxLength={30} autoComplete="name" />
    </Form.Item>
    <Form.Item
      label={L.contactMobile}
      name="contactMobile"
      extra="审核结果将以短信发送到此号码"
      rules={fieldRules('请填写联系手机', MobileSchema)}
      {...hint('contactMobile')}
    >
      <MobileInput />
    </Form.Item>
    <Form.Item
      className="settlement-form__wide"
      label={L.regionCode}
      name="regionCode"
      extra="选择到乡镇（街道）一级；默认从贵州省开始，省外主体可先切换省份"
      rules={[{ required: true, message: '请选择所在地区' }, zodRule(TownshipCodeSchema)]}
      {...hint('regionCode')}
    >
      <RegionPicker onNameChange={onRegionName} knownName={storedRegionName} />
    </Form.Item>
    <Form.Item
      className="settlement-form__wide"
      label={L.address}
      name="address"
      rules={fieldRules('请填写详细地址', SettlementFormSchema.shape.address)}
      {...hint('address')}
    >
      <Input
        placeholder="村（社区）、组、门牌号，例如 丹江镇茶园路 8 号"
        maxLength={120}
        autoComplete="off"
      />
    </Form.Item>
    <CountedTextField
      className="settlement-form__wide"
      label={L.businessScope}
      name="businessScope"
      extra="可照营业执照上的经营范围填写，也可简要写明主营产品与服务"
      rules={fieldRules('请填写经营范围', SettlementFormSchema.shape.businessScope)}
      {...hint('businessScope')}
      placeholder="例如 茶叶种植、加工与销售；农业技术推广服务"
      maxLength={500}
      autoSize={{ minRows: 3, maxRows: 8 }}
    />
  </div>
);
