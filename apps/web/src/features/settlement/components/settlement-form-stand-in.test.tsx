// @vitest-environment jsdom
import type { SettlementApplication } from '@rrsp/contract';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  button,
  renderWithApp,
  settle,
  spiedMutation,
  typeInto,
  unmount,
} from '../../../lib/jsdom-test-support.tsx';

/**
 * 企业入驻's form before and after its code has loaded (on first use, docs/decisions/034): step 1 drawn as the form
 * draws it, and the real form taking over with what was typed, chosen and pressed. Real mutations whose requests are
 * spies.
 */

const saved = vi.hoisted(() => vi.fn(async (body: unknown) => body));
vi.mock('../api/save-settlement-draft.ts', () => ({ useSaveSettlementDraft: spiedMutation(saved) }));
vi.mock('../api/submit-settlement.ts', () => ({ useSubmitSettlement: spiedMutation(vi.fn()) }));
const { SettlementFormStandIn } = await import('./settlement-form-stand-in.tsx');
const { loadFormChecks, loadLaterSteps } = await import('../utils/load-form-parts.ts');

const antdForm = () => document.querySelector('form.ant-form');
const standIn = () => document.querySelector('form.settlement-form__stand-in');
const field = (name: string) => document.querySelector<HTMLInputElement>(`#settlement_${name}`);
const section = (title: string) => document.querySelector<HTMLElement>(`section[aria-label="${title}"]`);
const waitFor = async (done: () => boolean) => {
  for (let tries = 0; tries < 100 && !done(); tries += 1) await settle();
};
const chooseType = (label: string) => {
  const radio = [...document.querySelectorAll<HTMLLabelElement>('.form-stand-in__radio')].find(
    (option) => option.textContent === label,
  );
  act(() => radio?.click());
};

const draft = {
  applicationId: '7d1e2f3a-1111-4a57-9d55-3f3c8b2f9a10',
  status: 'draft',
  values: {
    creditCode: '93522634MA6DXXXX1Q',
    name: '雷山县苗岭茶叶种植专业合作社',
    type: 'cooperative',
    legalRepresentative: '',
    contactName: '',
    contactMobile: '',
    regionCode: '',
    address: '',
    businessScope: '',
    licenceFileId: null,
    roles: ['participant'],
  },
  regionName: null,
  licence: null,
  round: 0,
  submittedAt: null,
  waitingSeconds: null,
  decidedAt: null,
  rejectionRemark: null,
  fieldReasons: {},
  tenantId: null,
  log: [],
} as unknown as SettlementApplication;

beforeAll(async () => {
  await Promise.all([loadFormChecks(), loadLaterSteps()]);
});

afterEach(() => {
  unmount();
  saved.mockClear();
});

describe('the settlement form while its code loads', () => {
  it('draws step 1 with its steps, labels and buttons, without antd’s Form', () => {
    renderWithApp(<SettlementFormStandIn application={null} />);
    expect(standIn()).not.toBeNull();
    expect(antdForm(), 'no Form code on the first screen').toBeNull();
    const steps = [...document.querySelectorAll('ol[aria-label="入驻申请步骤"] > li')];
    expect(steps.map((step) => step.textContent)).toEqual([
      '1主体信息',
      '2联系方式与地址',
      '3营业执照与入驻角色',
      '4确认提交',
    ]);
    expect(steps[0]?.getAttribute('aria-current')).toBe('step');
    expect(document.querySelector('label[for="settlement_creditCode"]')?.textContent).toBe(
      '统一社会信用代码',
    );
    expect(field('creditCode')?.getAttribute('aria-required')).toBe('true');
    expect(document.querySelector('#settlement_creditCode_extra')?.textContent).toContain('18 位代码');
    expect(document.querySelectorAll('#settlement_type input[type="radio"]')).toHaveLength(4);
    expect(button('保存草稿')).toBeDefined();
    expect(button('下一步')).toBeDefined();
  });

  it('shows a saved draft’s first step as it was saved', () => {
    renderWithApp(<SettlementFormStandIn application={draft} />);
    expect(field('creditCode')?.value).toBe('93522634MA6DXXXX1Q');
    expect(field('name')?.value).toBe('雷山县苗岭茶叶种植专业合作社');
    expect(document.querySelector<HTMLInputElement>('input[name="type"]:checked')?.value).toBe('cooperative');
  });

  it('goes on to step 2 when 下一步 was pressed before the Form arrived, with what was typed and chosen', async () => {
    renderWithApp(<SettlementFormStandIn application={null} />);
    await typeInto('#settlement_creditCode', '91520000ma6dl2ry2k');
    await typeInto('#settlement_name', '雷山县苗岭茶叶种植专业合作社');
    await typeInto('#settlement_legalRepresentative', '杨秀英');
    chooseType('农民专业合作社');
    act(() => button('下一步')?.click());
    await waitFor(() => section('联系方式与地址')?.hidden === false);
    expect(antdForm()).not.toBeNull();
    expect(section('联系方式与地址')?.hidden).toBe(false);
    expect(field('creditCode')?.value, 'in capitals, as the field makes it').toBe('91520000MA6DL2RY2K');
    expect(
      document.querySelector<HTMLInputElement>('#settlement_type input[value="cooperative"]')?.checked,
    ).toBe(true);
  });

  it('keeps the applicant on step 1 with the Form’s own messages when 下一步 was pressed on empty fields', async () => {
    renderWithApp(<SettlementFormStandIn application={null} />);
    act(() => button('下一步')?.click());
    await waitFor(() => document.body.textContent?.includes('请选择主体类型') ?? false);
    expect(document.body.textContent).toContain('请填写统一社会信用代码');
    expect(document.body.textContent).toContain('请选择主体类型');
    expect(section('主体信息')?.hidden).toBe(false);
  });

  it('saves the draft when 保存草稿 was pressed before the Form arrived, once it has', async () => {
    renderWithApp(<SettlementFormStandIn application={null} />);
    await typeInto('#settlement_name', '苗岭茶叶合作社');
    chooseType('家庭农场');
    act(() => button('保存草稿')?.click());
    await waitFor(() => saved.mock.calls.length > 0);
    expect(saved).toHaveBeenCalledTimes(1);
    expect(saved.mock.calls[0]?.[0]).toMatchObject({ name: '苗岭茶叶合作社', type: 'family_farm' });
  });

  it('gives the focus to the same radio in the Form when a radio had it at the swap', async () => {
    renderWithApp(<SettlementFormStandIn application={null} />);
    chooseType('家庭农场');
    // the keyboard's focus on the checked radio: focusing the form loads it
    act(() => document.querySelector<HTMLInputElement>('input[name="type"][value="family_farm"]')?.focus());
    await waitFor(() => antdForm() !== null);
    expect(antdForm()).not.toBeNull();
    const active = document.activeElement;
    expect(
      active instanceof HTMLInputElement && active.type === 'radio' ? active.value : active?.outerHTML,
    ).toBe('family_farm');
    expect(
      active?.closest('#settlement_type')?.closest('form.ant-form'),
      'the Form’s own radio',
    ).not.toBeNull();
  });

  it('gives the focus to the same button in the Form when a button had it at the swap', async () => {
    renderWithApp(<SettlementFormStandIn application={null} />);
    act(() => button('保存草稿')?.focus());
    await waitFor(() => antdForm() !== null);
    expect(antdForm()).not.toBeNull();
    expect(document.activeElement).toBe(button('保存草稿'));
    expect(document.activeElement?.closest('form.ant-form')).not.toBeNull();
    expect(saved, 'focused, not pressed').not.toHaveBeenCalled();
  });
});
