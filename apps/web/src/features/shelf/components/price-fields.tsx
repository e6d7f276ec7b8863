import { PRICE_MODE_LABELS, PRICE_MODES, type PriceMode } from '@rrsp/contract';
import { Form, Input, InputNumber, Radio } from 'antd';
import type { Rule } from 'antd/es/form';
import { unitText } from '../utils/price-text.ts';
import './shelf.css';

export type PriceField = 'priceMode' | 'priceMin' | 'priceMax' | 'unit';

interface PriceFieldsProps {
  /** The rule each field checks as the user types (the contract's, for a publication). */
  rulesOf: (field: PriceField) => Rule[];
  /** A line under 报价方式 for each mode, with an example in the item's own terms. */
  hints: Record<PriceMode, string>;
  /**
   * The unit beside the figures (a service's 计价单位, optional and only with a price); false where the form asks for
   * the unit on its own (a product's 计量单位), whose value then names the figures (价格（元/斤）).
   */
  unit: { label: string; placeholder: string } | false;
  /** The unit the form holds elsewhere, for the figures' labels. */
  perUnit?: string | undefined;
}

/** 报价方式 and the prices it asks for: one figure, a low and a high one, or none (面议). */
export const PriceFields = ({ rulesOf, hints, unit, perUnit }: PriceFieldsProps) => {
  const form = Form.useFormInstance();
  const mode = Form.useWatch('priceMode', form) as PriceMode | undefined;
  const per = unit ? '' : unitText(perUnit);
  return (
    <>
      <Form.Item
        name="priceMode"
        label="报价方式"
        required
        rules={rulesOf('priceMode')}
        extra={mode ? hints[mode] : undefined}
      >
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={PRICE_MODES.map((value) => ({ value, label: PRICE_MODE_LABELS[value] }))}
        />
      </Form.Item>
      {mode === 'fixed' || mode === 'range' ? (
        <div className="shelf-form__price-row">
          <Form.Item
            name="priceMin"
            label={`${mode === 'range' ? '最低价' : '价格'}（元${per}）`}
            required
            rules={rulesOf('priceMin')}
            dependencies={['priceMode']}
          >
            <InputNumber<number> className="shelf-form__number" prefix="¥" min={0} placeholder="0.00" />
          </Form.Item>
          {mode === 'range' ? (
            <Form.Item
              name="priceMax"
              label={`最高价（元${per}）`}
              required
              rules={rulesOf('priceMax')}
              dependencies={['priceMode', 'priceMin']}
            >
              <InputNumber<number> className="shelf-form__number" prefix="¥" min={0} placeholder="0.00" />
            </Form.Item>
          ) : null}
          {unit ? (
            <Form.Item name="unit" label={unit.label} rules={rulesOf('unit')}>
              <Input maxLength={10} placeholder={unit.placeholder} />
            </Form.Item>
          ) : null}
        </div>
      ) : null}
    </>
  );
};
