import { SaveOutlined } from '@ant-design/icons';
import { SETTLEMENT_FIELD_LABELS, TENANT_TYPE_LABELS, TENANT_TYPES } from '@rrsp/contract';
import { Button } from 'antd';
import { StandInItem, StandInRadioButtons } from '../../../components/form/form-stand-in.tsx';
import { Input } from '../../../components/form/inputs.ts';
import { StepBar } from '../../../components/ui/step-bar.tsx';
import { useFormStandIn } from '../../../hooks/use-form-stand-in.ts';
import {
  formValuesOf,
  NEW_APPLICATION_VALUES,
  SETTLEMENT_STEP_TITLES,
  SETTLEMENT_STEPS,
} from '../utils/form-values.ts';
import { loadLaterSteps } from '../utils/load-form-parts.ts';
import type { SettlementFormProps } from './settlement-form.tsx';
import './settlement.css';

const L = SETTLEMENT_FIELD_LABELS;

/** The form's code (antd's Form, its Radio.Group, the rules), and steps 2–4 beside it. */
export const loadSettlementForm = async () => {
  void loadLaterSteps().catch(() => undefined);
  return (await import('./settlement-form.tsx')).SettlementForm;
};

/**
 * A new application or a saved draft, its first step drawn as the form draws it (the steps, 主体信息's fields, the
 * buttons) until the form is first pointed at, focused or pressed; then the real form (settlement-form.tsx, antd's
 * Form with the contract's rules, about 40 KiB of the page's JavaScript, docs/decisions/034) takes its place with what
 * was typed and chosen, and does what 保存草稿 or 下一步 pressed meanwhile asked for. A rejected application is the
 * real form at once: it is reached by a press on the status page, and carries the reviewer's marks.
 */
export const SettlementFormStandIn = ({ application, onCancel }: Omit<SettlementFormProps, 'handOver'>) => {
  const { real, standInProps, press } = useFormStandIn<SettlementFormProps>('settlement', loadSettlementForm);
  if (real) return <real.Form application={application} onCancel={onCancel} handOver={real.handOver} />;
  const initial = application ? formValuesOf(application.values) : NEW_APPLICATION_VALUES;

  const idOf = (field: string) => `settlement_${field}`;
  const text = (field: 'creditCode' | 'name' | 'legalRepresentative') => ({
    id: idOf(field),
    defaultValue: initial[field] ?? '',
    'aria-required': 'true' as const,
  });
  return (
    <div className="settlement-form">
      <StepBar
        className="flow-steps settlement-form__steps"
        label="入驻申请步骤"
        titles={SETTLEMENT_STEP_TITLES}
        current={0}
        canGoTo={(index) => index === 1}
        onGoTo={() => press('next')}
      />
      <form aria-label="企业入驻申请" className="form-stand-in settlement-form__stand-in" {...standInProps}>
        <section aria-label={SETTLEMENT_STEPS[0]?.title}>
          <div className="settlement-form__grid">
            <StandInItem
              label={L.creditCode}
              htmlFor={idOf('creditCode')}
              required
              extra="营业执照上的 18 位代码，字母自动转为大写"
            >
              <Input
                {...text('creditCode')}
                aria-describedby={`${idOf('creditCode')}_extra`}
                placeholder="例如 91520000MA6DL2RY2K"
                maxLength={22}
                autoComplete="off"
                spellCheck={false}
              />
            </StandInItem>
            <StandInItem label={L.name} htmlFor={idOf('name')} required extra="与营业执照上的名称完全一致">
              <Input
                {...text('name')}
                aria-describedby={`${idOf('name')}_extra`}
                placeholder="例如 雷山县苗岭茶叶种植专业合作社"
                maxLength={60}
                autoComplete="organization"
              />
            </StandInItem>
            <div className="settlement-form__wide">
              <StandInItem label={L.type} htmlFor={idOf('type')} required>
                <StandInRadioButtons
                  id={idOf('type')}
                  name="type"
                  options={TENANT_TYPES.map((type) => ({ value: type, label: TENANT_TYPE_LABELS[type] }))}
                  defaultValue={initial.type}
                />
              </StandInItem>
            </div>
            <StandInItem
              label="法定代表人（经营者）"
              htmlFor={idOf('legalRepresentative')}
              required
              extra="个体工商户、家庭农场填写经营者姓名"
            >
              <Input
                {...text('legalRepresentative')}
                aria-describedby={`${idOf('legalRepresentative')}_extra`}
                placeholder="与营业执照一致"
                maxLength={30}
                autoComplete="off"
              />
            </StandInItem>
          </div>
        </section>
        <div className="settlement-form__actions">
          <span className="settlement-form__spacer" />
          <Button icon={<SaveOutlined />} onClick={() => press('draft')}>
            保存草稿
          </Button>
          <Button type="primary" onClick={() => press('next')}>
            下一步
          </Button>
        </div>
      </form>
    </div>
  );
};
